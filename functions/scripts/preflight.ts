/**
 * The deploy's first step (firebase.json's functions predeploy, before the build): refuses a deploy
 * whose project is not ready for it (settings-check.ts, `deployProblems`). firebase-tools runs it in
 * this folder with GCLOUD_PROJECT set; it reads the params as the deploy will (`.env`, then
 * `.env.<project-id>`) and the project's Auth config with Application Default Credentials.
 * MEASURING_HOSTING_EDGE=1 lets through the one deploy that learns Hosting's edge (docs/operations.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { deployProblems } from '../src/settings-check';

/** The value the last of these dotenv files gives `name`, or undefined when none sets it. */
function paramOf(name: string, files: string[]): string | undefined {
  let value: string | undefined;
  for (const file of files.filter((path) => existsSync(path))) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = new RegExp(`^\\s*${name}\\s*=\\s*(.*?)\\s*$`).exec(line);
      if (match) value = match[1].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return value;
}

async function main(): Promise<void> {
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error('GCLOUD_PROJECT is not set: run this through `firebase deploy`');
  const { passwordPolicyConfig } = await getAuth(initializeApp({ projectId }))
    .projectConfigManager()
    .getProjectConfig();
  const problems = deployProblems(
    {
      HOSTING_EDGE_RANGES: paramOf('HOSTING_EDGE_RANGES', ['.env', `.env.${projectId}`]),
      passwordPolicy: passwordPolicyConfig,
    },
    { measuringEdge: process.env.MEASURING_HOSTING_EDGE === '1' },
  );
  for (const { setting, problem } of problems) console.error(`Deploy refused: ${setting} ${problem}`);
  if (problems.length) process.exitCode = 1;
}

void main().catch((error: unknown) => {
  console.error('Deploy refused: the project could not be checked:', error);
  process.exitCode = 1;
});
