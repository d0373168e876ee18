/**
 * Firebase's browser SDK as the server build resolves it (vite.config.ts, decision 0163): the
 * names the app imports, and nothing behind them. A page rendered on the server never signs
 * anyone in, reads a token or listens for the auth state: those happen in effects and event
 * handlers, which a server render never runs. Left out, the SDK adds nothing to the functions'
 * bundle or their cold start; called on the server, any of it throws, so a render that reached
 * for it fails and the browser renders that page instead.
 */
const browserOnly =
  (name: string) =>
  (..._args: unknown[]): never => {
    throw new Error(`Firebase's ${name} runs only in the browser`);
  };

/** firebase/app */
export const initializeApp = (..._args: unknown[]) => ({});
export class FirebaseError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** firebase/auth: made as the app's modules load, so they only stand in for the browser's. */
export const initializeAuth = (..._args: unknown[]) => ({});
export const connectAuthEmulator = (..._args: unknown[]) => undefined;
export const browserLocalPersistence = {};
export const indexedDBLocalPersistence = {};
export const onAuthStateChanged = browserOnly('onAuthStateChanged');
export const signOut = browserOnly('signOut');
export const signInWithEmailAndPassword = browserOnly('signInWithEmailAndPassword');
export const reauthenticateWithCredential = browserOnly('reauthenticateWithCredential');
export const EmailAuthProvider = { credential: browserOnly('EmailAuthProvider.credential') };
