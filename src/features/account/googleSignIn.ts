/**
 * Google sign-in through Google Identity Services, when the page provides it: the GIS script
 * (window.google.accounts.id) and the OAuth client id in <meta name="google-signin-client_id">.
 * Without either there is no credential to send, so the caller says that Google sign-in is not
 * set up instead of calling the API (the server would answer 503 anyway, product §10 "Captcha").
 */

interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleIdentityServices {
  initialize: (config: { client_id: string; callback: (response: GoogleCredentialResponse) => void }) => void;
  prompt: () => void;
}

interface WindowWithGoogle {
  google?: { accounts?: { id?: GoogleIdentityServices } };
}

const GOOGLE_CLIENT_ID_META = 'google-signin-client_id';

/** The OAuth client id the page declares, or null. */
export function googleClientId(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${GOOGLE_CLIENT_ID_META}"]`)?.content.trim();
  return content === undefined || content === '' ? null : content;
}

/**
 * Asks Google for a credential; `onCredential` receives it once the user has chosen an account.
 * Answers false (and does nothing) when Google sign-in is not available on this page.
 */
export function requestGoogleCredential(onCredential: (credential: string) => void, win: Window = window): boolean {
  const identity = (win as Window & WindowWithGoogle).google?.accounts?.id;
  const clientId = googleClientId(win.document);
  if (identity === undefined || clientId === null) return false;
  identity.initialize({
    client_id: clientId,
    callback: (response) => {
      if (typeof response.credential === 'string' && response.credential !== '') onCredential(response.credential);
    },
  });
  identity.prompt();
  return true;
}
