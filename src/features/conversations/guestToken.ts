/**
 * A visitor's private-link token for this tab (sessionStorage, per conversation): read once from
 * the address, kept so a reload still opens the conversation, forgotten when the link is turned
 * off. Storage may be refused (private mode): then the token lives only in the page's memory.
 */
const storageKey = (id: number): string => `conversation-token-${id}`;

export function storedToken(id: number): string | null {
  try {
    return sessionStorage.getItem(storageKey(id));
  } catch {
    return null;
  }
}

export function keepToken(id: number, token: string): void {
  try {
    sessionStorage.setItem(storageKey(id), token);
  } catch {
    // Refused: the token stays in memory for this page.
  }
}

export function forgetToken(id: number): void {
  try {
    sessionStorage.removeItem(storageKey(id));
  } catch {
    // Nothing was kept.
  }
}
