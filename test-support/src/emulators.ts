/** Where the local stack listens (firebase.json and scripts/lib/local-stack.ts). */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-cannabis-reports';
export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5000';
export const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const INBOX_URL = `http://127.0.0.1:${process.env.MAIL_INBOX_HTTP_PORT ?? 1080}`;

export const apiUrl = (path: string) => `${APP_URL}/api${path}`;
