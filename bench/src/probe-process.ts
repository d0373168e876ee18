/**
 * A measured process of its own: the bench runs a probe (an esbuild bundle under bench/) in a
 * fresh Node, which does its one piece of work, prints its figures as JSON and exits; the bench
 * reads them. So the figures, peak memory first, are the work's alone, not the bench's.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** The bench's folder: probes' bundles and their working directory are under it. */
export const BENCH = path.resolve(__dirname, '..');

/** Runs the bundled probe with `env` beside the bench's own and answers its figures. */
export async function runProbe<Figures>(bundle: string, env: Record<string, string>): Promise<Figures> {
  const { stdout } = await promisify(execFile)(process.execPath, [bundle], {
    cwd: BENCH,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, METADATA_SERVER_DETECTION: 'none', ...env },
  });
  return JSON.parse(stdout) as Figures;
}

/** The probe's side: prints the work's figures as JSON and exits; a failure exits non-zero with its error. */
export function printFigures(work: () => Promise<object>): void {
  work()
    .then((figures) => {
      process.stdout.write(JSON.stringify(figures));
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/** The environment that points a probe's Admin SDK at an emulator project of its own. */
export const projectEnv = (projectId: string) => ({
  GCLOUD_PROJECT: projectId,
  FIREBASE_CONFIG: JSON.stringify({ projectId }),
});
