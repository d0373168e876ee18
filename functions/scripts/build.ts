/**
 * Builds `lib/index.js` as Firebase deploys it: one CommonJS bundle of our own code, the
 * workspace's contracts included, with every registry dependency left to `require`, so
 * the uploaded folder needs nothing but what package.json lists. Dynamic `import()`s stay
 * lazy inside the bundle: an instance still loads only the function it serves.
 */
import { build } from 'esbuild';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

// The web app's build, which the `pages` function serves and renders (decision 0163): built first.
const web = path.resolve(root, '..', 'web');
const webBuild = ['dist/index.html', 'dist/.vite/manifest.json', 'dist-server/render-app.js'];
const missing = webBuild.filter((file) => !existsSync(path.join(web, file)));
if (missing.length) {
  console.error(`Build the web app first (npm run build -w @cannabis-reports/web): ${missing.join(', ')} missing`);
  process.exit(1);
}

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
  // The page shell and manifest are small and bundled; the app's render, with the libraries it
  // carries, is copied beside the bundle and loaded by the page that needs it, so no other
  // function's cold start reads it.
  alias: { '@cannabis-reports/web-build': path.join(web, 'dist') },
  loader: { '.html': 'text' },
  logLevel: 'warning',
})
  .then(() => {
    const render = path.join(root, 'lib', 'web-render');
    cpSync(path.join(web, 'dist-server'), render, { recursive: true });
    // ES modules, in a package whose own files are CommonJS.
    writeFileSync(path.join(render, 'package.json'), '{ "type": "module" }\n');
  })
  .catch(() => process.exit(1));
