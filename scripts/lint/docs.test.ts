/**
 * The project's memory stays where readers look for it: README.md is a front page (at most 250
 * lines), every decision is a file of its own with its date and status, every relative link
 * in the documentation opens a file, and code comments state their rule instead of pointing
 * at an issue tracker.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ARCHITECTURE, folderTree, writtenTree } from '../docs/architecture-tree';

const ROOT = path.resolve(__dirname, '..', '..');
const DECISIONS = path.join(ROOT, 'docs', 'decisions');
const README_MAX_LINES = 250;

/** A tracker's number: the word issue and a number, or a hash and a number after a space or bracket (a heading is not one). */
const ISSUE_CITATION = /\bissues? ?#?\d+|(?:^|[\s([])#\d+\b(?![-\w])/i;

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Tracked and new (not ignored) files: what a commit would hold, never node_modules or builds. */
const repositoryFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(path.join(ROOT, file)));

const decisionFiles = () =>
  readdirSync(DECISIONS)
    .filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name))
    .sort();

/** accepted, optionally amending earlier decisions and amended by later ones; or superseded. */
const STATUS =
  /^Status: (?:superseded by (\d{4})|accepted(?:, amends \d{4}(?:, \d{4})*)?(?:, amended by \d{4}(?:, \d{4})*)?)$/;

const decisionStatus = (file: string) =>
  readFileSync(path.join(DECISIONS, file), 'utf8').match(/^Status: (.*)$/m)?.[1] ?? '';

const numbersAfter = (status: string, words: string) =>
  status.match(new RegExp(`${words} (\\d{4}(?:, \\d{4})*)`))?.[1].split(', ') ?? [];

const amendments = (status: string) => ({
  amends: numbersAfter(status, 'amends'),
  amendedBy: numbersAfter(status, 'amended by'),
});

describe('README.md', () => {
  it(`is a front page of at most ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').trimEnd().split('\n').length;
    assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines; move the detail to docs/`);
  });
});

describe('docs/decisions', () => {
  it('numbers the decisions 0001, 0002, ... in date order, each file with a title, a date and a status', () => {
    const files = decisionFiles();
    assert.ok(files.length > 0);
    const numbers = new Set(files.map((file) => file.slice(0, 4)));
    let previousDate = '';
    files.forEach((file, index) => {
      assert.equal(file.slice(0, 4), String(index + 1).padStart(4, '0'), `${file}: numbers have no gaps`);
      const lines = readFileSync(path.join(DECISIONS, file), 'utf8').split('\n');
      assert.match(lines[0], /^# \S/, `${file}: starts with its title`);
      const date = lines.find((line) => line.startsWith('Date:'))?.match(/^Date: (\d{4}-\d{2}-\d{2})$/)?.[1];
      assert.ok(date, `${file}: has a line 'Date: YYYY-MM-DD'`);
      assert.ok(date >= previousDate, `${file}: dated ${date}, before the decision numbered before it`);
      previousDate = date;
      const status = lines.find((line) => line.startsWith('Status:'));
      const match = status?.match(STATUS);
      assert.ok(
        match,
        `${file}: has a line 'Status: accepted' (optionally ', amends NNNN' and ', amended by NNNN') or 'Status: superseded by NNNN'`,
      );
      if (match[1])
        assert.ok(numbers.has(match[1]) && match[1] > file.slice(0, 4), `${file}: superseded by a later one`);
    });
  });

  it('marks an amendment on both sides: the older is amended by the newer, the newer amends the older', () => {
    const statuses = new Map(decisionFiles().map((file) => [file.slice(0, 4), decisionStatus(file)]));
    const unmirrored: string[] = [];
    for (const [number, status] of statuses) {
      const { amends, amendedBy } = amendments(status);
      for (const older of amends) {
        if (!(older < number && amendments(statuses.get(older) ?? '').amendedBy.includes(number)))
          unmirrored.push(`${number} amends ${older}: ${older} must be earlier and say 'amended by ${number}'`);
      }
      for (const newer of amendedBy) {
        if (!(newer > number && amendments(statuses.get(newer) ?? '').amends.includes(number)))
          unmirrored.push(`${number} is amended by ${newer}: ${newer} must be later and say 'amends ${number}'`);
      }
    }
    assert.deepEqual(unmirrored, []);
  });

  it('lists every decision in its index, with its status', () => {
    const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    for (const file of decisionFiles()) {
      const row = index
        .split('\n')
        .find((line) => line.startsWith(`| ${file.slice(0, 4)} | [`) && line.includes(`(${file})`));
      assert.ok(row, `docs/decisions/README.md lists ${file}`);
      // The index links the numbers a status names; read without the links, it says what the file says.
      const listed = row
        .split(' | ')
        .at(-1)
        ?.replace(/ \|$/, '')
        .replace(/\[(\d{4})\]\([^)]*\)/g, '$1');
      assert.equal(listed, decisionStatus(file), `docs/decisions/README.md gives ${file}'s status as the file does`);
    }
  });
});

describe('docs/architecture.md', () => {
  it("shows the repository's folders as they are, each described by its README.md", () => {
    const { text, problems } = folderTree(ROOT);
    assert.deepEqual(problems, [], 'every folder in the tree says what it holds');
    // Line by line, so the failure shows which folders differ.
    assert.deepEqual(
      writtenTree(read(ARCHITECTURE)).split('\n'),
      text.split('\n'),
      `${ARCHITECTURE}'s folder tree differs from the folders: run \`npm run docs\` and commit the result`,
    );
  });
});

describe('documentation links', () => {
  const documents = repositoryFiles().filter(
    (file) => file === 'README.md' || file === 'CONTRIBUTING.md' || (file.startsWith('docs/') && file.endsWith('.md')),
  );

  it('are relative and open an existing file', () => {
    assert.ok(documents.includes('README.md') && documents.includes('CONTRIBUTING.md'));
    const broken: string[] = [];
    for (const file of documents) {
      const prose = read(file).replace(/```[\s\S]*?```/g, '');
      for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const resolved = path.resolve(ROOT, path.dirname(file), decodeURI(target.split('#')[0]));
        if (target.startsWith('/') || !existsSync(resolved)) broken.push(`${file}: ${target}`);
      }
    }
    assert.deepEqual(broken, []);
  });
});

describe('markdown', () => {
  it('says what an issue was about instead of citing its number', () => {
    const citing: string[] = [];
    for (const file of repositoryFiles().filter((name) => name.endsWith('.md'))) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          const cited = line.match(ISSUE_CITATION);
          if (cited) citing.push(`${file}:${index + 1}: ${cited[0]}`);
        });
    }
    assert.deepEqual(citing, []);
  });
});

describe('code comments', () => {
  it('state the rule they follow, never an issue number', () => {
    const code = repositoryFiles().filter((file) => /\.(ts|tsx|js|mjs|cjs|css)$/.test(file));
    const citing: string[] = [];
    for (const file of code) {
      for (const [comment] of read(file).matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)) {
        const cited = comment.match(/\bissues? ?#?\d+|\(#\d+[),]/i);
        if (cited) citing.push(`${file}: ${cited[0]}`);
      }
    }
    assert.deepEqual(citing, []);
  });
});
