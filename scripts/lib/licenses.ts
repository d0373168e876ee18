/**
 * The runtime dependencies of the deployed parts, with their licences: the functions' production
 * dependencies and the web's, each followed through its own dependencies, read from package.json
 * files in node_modules the way Node resolves them. The workspace's own packages (bundled into
 * both) are followed but not listed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RuntimeDependency {
  name: string;
  version: string;
  license: string;
}

interface Manifest {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const OWN_SCOPE = '@cannabis-reports/';

/** The workspaces whose dependencies run in production: the functions on Cloud Functions, the web in browsers. */
export const RUNTIME_WORKSPACES = ['functions', 'web'];

const readManifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;

/** The `license` field (an SPDX expression), or the older `licenses: [{ type }]` and `license: { type }`. */
export function licenseOf(manifest: Manifest): string {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  const types = [license, ...(Array.isArray(licenses) ? licenses : [licenses])]
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { type?: unknown }).type : undefined))
    .filter((type): type is string => typeof type === 'string' && type.trim() !== '');
  if (types.length > 1) return `(${types.join(' OR ')})`;
  return types[0] ?? 'UNKNOWN';
}

/** Where Node finds `name` from `folder`: its own node_modules, then each parent's up to `root`. */
function resolvePackage(name: string, folder: string, root: string): string | undefined {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return undefined;
  }
}

/** Every package `workspace`'s dependencies bring in at run time, sorted by name and version. */
export function runtimeDependencies(root: string, workspace: string): RuntimeDependency[] {
  const found = new Map<string, RuntimeDependency>();
  const visited = new Set<string>();
  const visit = (folder: string, manifest: Manifest) => {
    const optional = manifest.optionalDependencies ?? {};
    for (const name of Object.keys({ ...manifest.dependencies, ...optional })) {
      const location = resolvePackage(name, folder, root);
      if (!location) {
        if (name in optional) continue;
        throw new Error(`${name}, a dependency of ${manifest.name}, is not installed: run npm ci`);
      }
      if (visited.has(location)) continue;
      visited.add(location);
      const dependency = readManifest(location);
      if (!name.startsWith(OWN_SCOPE)) {
        const version = dependency.version ?? '?';
        found.set(`${name}@${version}`, { name, version, license: licenseOf(dependency) });
      }
      visit(location, dependency);
    }
  };
  const folder = path.join(root, workspace);
  visit(folder, readManifest(folder));
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/**
 * Whether a licence expression obliges us to publish our own code (GPL, AGPL) whichever way it is
 * taken: an expression with an alternative that does not (`MIT OR GPL-3.0`) is fine; LGPL is not
 * counted, as a library used unchanged leaves our code free.
 */
export function isStrongCopyleft(expression: string): boolean {
  const alternatives = expression.replace(/[()]/g, '').split(/\s+OR\s+/i);
  return alternatives.every((alternative) => /(^|[^L])A?GPL/i.test(alternative));
}

/** What keeps a dependency out: no licence at all, or one that would make our own code GPL. */
export function licenseProblems(dependencies: RuntimeDependency[]): string[] {
  return dependencies.flatMap(({ name, version, license }) => {
    if (license === 'UNKNOWN' || /^(UNLICENSED|SEE LICENSE IN)/i.test(license))
      return [`${name}@${version} names no licence (${license})`];
    return isStrongCopyleft(license) ? [`${name}@${version} is ${license}`] : [];
  });
}

/** The licence list as docs/licences.md holds it. */
export function licensesMarkdown(lists: Array<{ workspace: string; dependencies: RuntimeDependency[] }>): string {
  const sections = lists.map(({ workspace, dependencies }) =>
    [
      `## ${workspace}`,
      '',
      `${dependencies.length} packages.`,
      '',
      '| package | version | licence |',
      '|---|---|---|',
      ...dependencies.map(({ name, version, license }) => `| ${name} | ${version} | ${license} |`),
    ].join('\n'),
  );
  // The SIL Open Font License lets a font ship inside software, with its licence, never sold on its own.
  const fonts = [
    ...new Set(
      lists.flatMap(({ dependencies }) =>
        dependencies.filter(({ license }) => /\bOFL\b/.test(license)).map(({ name, version }) => `${name} ${version}`),
      ),
    ),
  ];
  const fontNote = fonts.length
    ? [
        '## Fonts',
        '',
        `Under the SIL Open Font License 1.1: ${fonts.join(', ')}. The font files are used as published,`,
        "bundled with the software that draws with them and never sold on their own; each package's copy of",
        'the licence (`LICENSE_FONT` or `OFL.txt`) installs with it.',
        '',
      ]
    : [];
  return [
    '# Licences of the runtime dependencies',
    '',
    'Generated by `npm run licenses` (scripts/licenses.ts) from the installed packages; do not edit by hand,',
    'run it again after `npm ci` when a dependency changes. It lists what the deployed parts run: the',
    "functions' production dependencies and the web's, each with the packages they bring in.",
    '`scripts/lib/licenses.test.ts` fails when one of them has no licence or a GPL or AGPL one.',
    '',
    ...sections.flatMap((section) => [section, '']),
    ...fontNote,
  ].join('\n');
}
