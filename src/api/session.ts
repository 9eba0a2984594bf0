/**
 * "401 or 403: token cookie removed, login modal opened" (product §8). The base query reports every
 * such answer here; the app shell subscribes (opens the login modal, tells the auth machine,
 * and on 403 calls logout so the server revokes the token; on 401 the server has already
 * cleared the HttpOnly cookie). Kept apart from the store so that neither depends on the UI.
 */

type SessionRejectedStatus = 401 | 403;

export interface SessionRejection {
  status: SessionRejectedStatus;
  /** The RTK Query endpoint that was answered so, e.g. 'buyCredits'. */
  endpoint: string;
}

type SessionRejectedListener = (rejection: SessionRejection) => void;

const listeners = new Set<SessionRejectedListener>();

/** Registers a listener; the returned function unregisters it. */
export function onSessionRejected(listener: SessionRejectedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the base query. A listener that throws does not stop the others. */
export function notifySessionRejected(rejection: SessionRejection): void {
  for (const listener of [...listeners]) {
    try {
      listener(rejection);
    } catch (error) {
      console.error('A session listener failed', error);
    }
  }
}
