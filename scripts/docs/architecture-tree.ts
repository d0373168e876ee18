/**
 * `npm run docs`: writes the folder tree of docs/architecture.md from the folders themselves.
 * Each folder says what it holds in the opening paragraph of its own README.md, so a folder
 * added, moved or removed changes the tree, and the docs test fails until the tree is written
 * again (decision 0117).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
export const ARCHITECTURE = path.join('docs', 'architecture.md');
export const START = '<!-- folder-tree: written by `npm run docs` from each folder README.md; do not edit -->';
export const END = '<!-- folder-tree: end -->';

/** Deep enough for a workspace's rooms (`functions/src/services/billing`), not their inner folders. */
const DEPTH = 4;
/**
 * A README.md with this line lists its sub-folders by name on its own line instead of one line
 * each: they are one of a kind (a report each), and its opening paragraph says what that is.
 */
export const BY_NAME = '<!-- folder-tree: sub-folders by name -->';
/** Folders whose every file is published as it is, so a README.md there would be too. */
const PUBLISHED_AS_IS: Record<string, string> = {
  'web/public': 'Static files served as they are (no README.md here: it would be deployed).',
};
/** The tree's width, as the rest of the documentation is wrapped. */
const WIDTH = 120;
/** An opening paragraph longer than this is more than one line of the tree. */
const MAX_DESCRIPTION = 200;

/** The folders that hold a tracked or new (not ignored) file: never node_modules or a build. */
function repositoryFolders(root: string): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    parts.forEach((_, index) => folders.add(parts.slice(0, index + 1).join('/')));
  }
  return [...folders].sort();
}

interface Folder {
  path: string;
  depth: number;
  readme?: string;
}

/** The README's opening paragraph, after its title, as one line. */
export function openingParagraph(readme: string): string {
  const paragraphs = readme
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph && !paragraph.startsWith('#'));
  return (paragraphs[0] ?? '').replace(/\s*\n\s*/g, ' ');
}

/** `text` after `head`, wrapped at WIDTH, each further line indented to `indent`. */
function wrap(text: string, head: string, indent: number): string[] {
  const lines: string[] = [];
  let line = head;
  let empty = true;
  for (const word of text.split(' ').filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = `${' '.repeat(indent)}${word}`;
    } else line = empty ? `${line}${word}` : `${line} ${word}`;
    empty = false;
  }
  return [...lines, line];
}

export interface Tree {
  /** The fenced block between the markers. */
  text: string;
  /** Folders the tree cannot describe, each with what to add. */
  problems: string[];
}

export function folderTree(root = ROOT): Tree {
  const read = (folder: string) => {
    const file = path.join(root, folder, 'README.md');
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const all: Folder[] = repositoryFolders(root).map((folder) => ({
    path: folder,
    depth: folder.split('/').length,
    readme: read(folder),
  }));
  const byName = new Set(all.filter((folder) => folder.readme?.includes(BY_NAME)).map((folder) => folder.path));
  const parentOf = (folder: string) => folder.split('/').slice(0, -1).join('/');
  const underByName = (folder: string) =>
    folder.split('/').some((_, index, parts) => index > 0 && byName.has(parts.slice(0, index).join('/')));
  const shown = all.filter((folder) => folder.depth <= DEPTH && !underByName(folder.path));
  const problems: string[] = [];
  const rows = shown.map((folder) => {
    let description =
      PUBLISHED_AS_IS[folder.path] ?? (folder.readme === undefined ? '' : openingParagraph(folder.readme));
    if (!description)
      problems.push(
        `${folder.path}/ has no description: add ${folder.path}/README.md whose opening paragraph says in one line what the folder holds` +
          ` (or put '${BY_NAME}' in ${parentOf(folder.path) || 'its parent'}/README.md when its sub-folders are one of a kind)`,
      );
    else if (description.length > MAX_DESCRIPTION)
      problems.push(
        `${folder.path}/README.md: the opening paragraph is ${description.length} characters; keep it to one line of at most ${MAX_DESCRIPTION} (it is the folder's line in ${ARCHITECTURE}) and move the rest to a paragraph of its own`,
      );
    if (byName.has(folder.path)) {
      const children = all.filter((child) => parentOf(child.path) === folder.path).map((child) => child.path);
      description += ` Its folders: ${children.map((child) => `${path.basename(child)}/`).join(', ')}.`;
    }
    const name = `${'  '.repeat(folder.depth - 1)}${path.basename(folder.path)}/`;
    return { name, description: description.trim() };
  });
  const column = Math.max(...rows.map((row) => row.name.length)) + 2;
  const lines = rows.flatMap(({ name, description }) => wrap(description, name.padEnd(column), column));
  return { text: ['```', ...lines.map((line) => line.trimEnd()), '```'].join('\n'), problems };
}

/** The tree now between the markers of docs/architecture.md. */
export function writtenTree(document: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  return start < 0 || end < start ? '' : document.slice(start + START.length, end).trim();
}

/** docs/architecture.md with the tree between its markers replaced by `tree`. */
export function withTree(document: string, tree: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${ARCHITECTURE} has no '${START}' ... '${END}' markers`);
  return `${document.slice(0, start + START.length)}\n${tree}\n${document.slice(end)}`;
}

function main(): void {
  const { text, problems } = folderTree();
  const file = path.join(ROOT, ARCHITECTURE);
  writeFileSync(file, withTree(readFileSync(file, 'utf8'), text));
  if (problems.length > 0) {
    console.error(`${ARCHITECTURE} is written, but these folders need a description:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`${ARCHITECTURE}: the folder tree is written`);
}

if (require.main === module) main();
