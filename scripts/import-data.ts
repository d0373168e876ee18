/**
 * `npm run import-data -- <file or folder>`: imports regulators' published files into the
 * built-in reports' datasets. Formats are recognised by their header row (docs/data.md,
 * "Import rules"). Rejected rows are listed with file, line and reason; importing the same data
 * again changes nothing.
 *
 * Target: the local Firestore emulator (start it with `npm start`), or the Firestore that
 * FIRESTORE_EMULATOR_HOST names. For a real project, run with `--project <id>` and
 * Application Default Credentials (`gcloud auth application-default login`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorPort, projectId } from './lib/local-stack';
import { formatSummary, importPath } from '@cannabis-reports/data-import';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const projectFlag = args.indexOf('--project');
  const project = projectFlag >= 0 ? args.splice(projectFlag, 2)[1] : undefined;
  const [target] = args;
  if (!target || args.length > 1) {
    console.error('Usage: npm run import-data -- <file or folder> [--project <firebase project id>]');
    process.exit(2);
  }
  if (!existsSync(target)) {
    console.error(`No such file or folder: ${target}`);
    process.exit(2);
  }
  if (!project) {
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${emulatorPort('firestore')}`;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  const app = getApps()[0] ?? initializeApp({ projectId: project ?? projectId() });
  const where = project ? `project ${project}` : `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`;
  console.log(`Importing ${path.resolve(target)} into ${where}...`);
  const summary = await importPath(getFirestore(app), target);
  console.log(formatSummary(summary));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
