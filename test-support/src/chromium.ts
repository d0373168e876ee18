/**
 * Debian's Chromium, never a downloaded browser: CHROMIUM_PATH, or the first of the
 * usual binaries on PATH.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of NAMES) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(
    'No Chromium found for the end-to-end tests: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
  );
}

/** Flags that let Chromium run as root, headless, on a machine with no internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
