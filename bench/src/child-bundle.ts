/** The code a measured child process runs, bundled as the functions' deployed bundle is. */
import { buildSync, type BuildOptions } from 'esbuild';
import { BENCH } from './probe-process';

/** Bundles `entry` (a file, or source text) into `outfile` under bench/, for `node outfile`. */
export function bundleForChild(entry: Pick<BuildOptions, 'entryPoints' | 'stdin'>, outfile: string): void {
  buildSync({
    absWorkingDir: BENCH,
    ...entry,
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // The Admin SDK is required at run time, as the deployed functions require it.
    external: ['firebase-admin', 'firebase-admin/*'],
    logLevel: 'warning',
  });
}
