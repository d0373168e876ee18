/**
 * `npm run licenses`: writes docs/licences.md, the runtime dependencies of the functions and the
 * web with their licences, from the installed node_modules.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { licensesMarkdown, RUNTIME_WORKSPACES, runtimeDependencies } from './lib/licenses';

const ROOT = path.resolve(__dirname, '..');

const lists = RUNTIME_WORKSPACES.map((workspace) => ({
  workspace,
  dependencies: runtimeDependencies(ROOT, workspace),
}));
writeFileSync(path.join(ROOT, 'docs', 'licences.md'), licensesMarkdown(lists));
for (const { workspace, dependencies } of lists) console.log(`${workspace}: ${dependencies.length} packages`);
