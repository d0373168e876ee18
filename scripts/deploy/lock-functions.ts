/**
 * `npm run lock:functions`: writes functions/package-lock.json, the lockfile the build
 * service installs from on deploy (the workspace's root lockfile is not uploaded). Run it
 * after changing functions' dependencies; the deploy check fails while the two disagree.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FUNCTIONS = path.resolve(__dirname, '..', '..', 'functions');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'functions-lock-'));
try {
  // Outside the workspace, npm resolves functions' dependencies as the build service will.
  copyFileSync(path.join(FUNCTIONS, 'package.json'), path.join(scratch, 'package.json'));
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: scratch,
    stdio: 'inherit',
  });
  copyFileSync(path.join(scratch, 'package-lock.json'), path.join(FUNCTIONS, 'package-lock.json'));
  console.log('functions/package-lock.json written.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
