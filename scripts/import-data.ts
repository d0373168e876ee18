/**
 * `npm run import-data -- <file or folder>`: imports regulators' published files into the
 * built-in reports' datasets. Formats are recognised by their header row (docs/data.md,
 * "Import rules"); importing the same data again changes nothing.
 *
 * A file is imported as the daily fetch imports one (a publisher's new PDF-only or dashboard
 * release, converted, into production): refused, changing nothing, when it does not look like a
 * whole publication, and recorded in each dataset's history as a manual import. A folder loads
 * a development stack's data: every dataset stored, its rejected rows listed with file, line and
 * reason.
 *
 * Target: the local Firestore emulator (start it with `npm start`), or the Firestore that
 * FIRESTORE_EMULATOR_HOST names. For a real project, run with `--project <id>` and
 * Application Default Credentials (`gcloud auth application-default login`).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorPort, projectId } from './lib/local-stack';
import { formatSummary, importFileByHand, importPath, type IngestOutcome } from '@cannabis-reports/data-import';

/** One line per dataset: what became of it, and why when it was refused. */
const outcomeLine = (outcome: IngestOutcome) =>
  outcome.status === 'malformed'
    ? `${outcome.datasetId}: refused, nothing changed: ${outcome.reason ?? ''}`
    : `${outcome.datasetId}: ${outcome.rows ?? 0} rows, ${outcome.rejected ?? 0} rejected, ${outcome.status}${outcome.version ? ` (version ${outcome.version})` : ''}`;

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
  if (statSync(target).isDirectory())
    return void console.log(formatSummary(await importPath(getFirestore(app), target)));
  const outcomes = await importFileByHand(getFirestore(app), target);
  for (const outcome of outcomes) console.log(outcomeLine(outcome));
  if (outcomes.some((outcome) => outcome.status === 'malformed')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
