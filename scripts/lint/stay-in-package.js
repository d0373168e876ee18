// @ts-check
/**
 * ESLint rule: a relative import stays inside the package (the nearest folder with a
 * package.json) of the file that makes it. Another package is reached by its name
 * (`@cannabis-reports/...`), so what it offers is what its package.json says, and a deploy
 * that uploads one package alone (functions/) never finds a path into a sibling.
 * A rule rather than a path pattern: patterns cannot tell how deep a file sits, and missed
 * siblings under packages/ and local-services/.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

/** The folder of the nearest package.json above `file`. */
function packageRoot(file) {
  let folder = path.dirname(file);
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
  return folder;
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay inside their own package.' },
    schema: [],
    messages: {
      outside:
        "'{{source}}' leaves the package at {{root}}: import another package by its name ('@cannabis-reports/...').",
    },
  },
  create(context) {
    const file = context.filename;
    const root = packageRoot(file);
    /** @param {import('estree').Node & { source?: { value?: unknown } | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (!root || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (target === root || target.startsWith(root + path.sep)) return;
      const relativeRoot = path.relative(context.cwd, root) || '.';
      context.report({ node, messageId: 'outside', data: { source, root: relativeRoot } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
