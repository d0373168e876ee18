/**
 * Builds `lib/index.js` as Firebase deploys it: one CommonJS bundle of our own code, the
 * workspace's contracts included, with every registry dependency left to `require`, so
 * the uploaded folder needs nothing but what package.json lists. Dynamic `import()`s stay
 * lazy inside the bundle: an instance still loads only the function it serves.
 */
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

rmSync(path.join(root, 'lib'), { recursive: true, force: true });
build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  // A package and its subpaths ('firebase-admin/firestore') are resolved at run time.
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
}).catch(() => process.exit(1));
