import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { BY_NAME, END, folderTree, openingParagraph, START, withTree, writtenTree } from './architecture-tree';

/** The tree of a new git repository holding `files` (path to text), removed after the test. */
function treeOf(context: TestContext, files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'architecture-tree-'));
  context.after(() => rmSync(root, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return folderTree(root);
}

describe('folderTree', () => {
  it('gives each folder the opening paragraph of its README, indented by depth, never an ignored folder', (context) => {
    const { text, problems } = treeOf(context, {
      '.gitignore': 'node_modules/\n',
      'node_modules/x/index.js': '',
      'app/README.md': '# app\n\nThe app.\n\nMore words.\n',
      'app/src/README.md': '# src\n\nIts\nsources.\n',
      'app/src/main.ts': '',
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(text.split('\n'), ['```', 'app/    The app.', '  src/  Its sources.', '```']);
  });

  it('names a folder without a description and what to add, and a README whose opening is too long', (context) => {
    const { problems } = treeOf(context, {
      'app/README.md': `# app\n\n${'word '.repeat(60)}\n`,
      'app/chart/line.ts': '',
    });
    assert.equal(problems.length, 2);
    assert.match(problems[0], /^app\/README\.md: the opening paragraph is 299 characters/);
    assert.match(problems[1], /^app\/chart\/ has no description: add app\/chart\/README\.md/);
  });

  it('lists the sub-folders of a README so marked by name, without a line or a README each', (context) => {
    const { text, problems } = treeOf(context, {
      'reports/README.md': `# reports\n\nOne folder per report.\n${BY_NAME}\n`,
      'reports/prices/view.ts': '',
      'reports/compare/view.ts': '',
      'reports/compare/parts/a.ts': '',
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(text.split('\n'), [
      '```',
      'reports/  One folder per report. Its folders: compare/, prices/.',
      '```',
    ]);
  });
});

describe('the tree in its document', () => {
  it('is replaced between the markers and read back', () => {
    const document = `# Architecture\n\n${START}\nold\n${END}\n\nAfter.\n`;
    const written = withTree(document, '```\nnew/  New.\n```');
    assert.equal(writtenTree(written), '```\nnew/  New.\n```');
    assert.ok(written.endsWith(`${END}\n\nAfter.\n`));
    assert.throws(() => withTree('# No markers\n', 'x'), /has no/);
  });

  it('takes the first paragraph after the title, without comments', () => {
    assert.equal(openingParagraph(`# Title\n${BY_NAME}\n\nFirst\nline.\n\nSecond.`), 'First line.');
  });
});
