/** The product as users reach it: the Hosting emulator, which rewrites /api/** to `api`. */
export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5000';

export const apiUrl = (path: string) => `${APP_URL}/api${path}`;
