/**
 * The reports' words are a reader's: no sentence a report shows (its title, description,
 * notes, flag notes, table headings) names a dataset by its internal id, such as
 * 'ct-weekly-sales'. A sentence is any string literal with a space in it; ids alone (keys,
 * dataset names in code) have none.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DATASET_IDS } from '@cannabis-reports/contracts';

/** Every source file of the reports, tests and comments aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The string and template literals of `code` that hold a space: the sentences. */
const sentencesOf = (code: string) =>
  [...withoutComments(code).matchAll(/'([^'\n]*)'|`([^`]*)`|"([^"\n]*)"/g)]
    .map((match) => match[1] ?? match[2] ?? match[3])
    .filter((text) => /\s/.test(text));

describe('the words of the reports', () => {
  it('never name a dataset by its id in a sentence', () => {
    const found = sourceFiles(__dirname).flatMap((file) =>
      sentencesOf(readFileSync(file, 'utf8')).flatMap((sentence) =>
        DATASET_IDS.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(sentence)).map(
          (id) => `${path.relative(__dirname, file)}: '${id}' in "${sentence}"`,
        ),
      ),
    );
    assert.deepEqual(found, []);
  });
});
