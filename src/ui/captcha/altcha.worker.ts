// ALTCHA's PBKDF2 solver as a worker file of the app's own origin (the page's CSP allows no blob: workers).
import 'altcha/workers/pbkdf2';
