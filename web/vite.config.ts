/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { checkEnv } from './build/check-env.ts';
import { countyBoundaries } from './build/county-boundaries.ts';

/**
 * Source maps leave the published folder as soon as they are written (to web/sourcemaps/,
 * git-ignored, for error reporting tools), so neither Hosting nor its emulator can serve them.
 */
function sourceMapsOutOfDist(): Plugin {
  return {
    name: 'source-maps-out-of-dist',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) return;
      const assets = path.join(dir, 'assets');
      const target = path.resolve(dir, '..', 'sourcemaps');
      mkdirSync(target, { recursive: true });
      for (const name of readdirSync(assets).filter((file) => file.endsWith('.map'))) {
        renameSync(path.join(assets, name), path.join(target, name));
      }
    },
  };
}

const SERVER_FIREBASE = path.join(import.meta.dirname, 'src/server/firebase-in-functions.ts');

const TEST_FILES = ['src/**/*.test.{ts,tsx}'];
/** The test files that replace modules with vi.mock, found by reading them. */
const MOCKING_FILES = readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter(
    (name) =>
      /\.test\.tsx?$/.test(name) &&
      readFileSync(path.join(import.meta.dirname, 'src', name), 'utf8').includes('vi.mock('),
  )
  .map((name) => path.join('src', name));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), checkEnv(), sourceMapsOutOfDist(), countyBoundaries()],
  // The server's render has no use for Firebase's browser SDK (src/server/firebase-in-functions.ts).
  resolve: isSsrBuild ? { alias: { 'firebase/auth': SERVER_FIREBASE, 'firebase/app': SERVER_FIREBASE } } : undefined,
  // The server's render carries its libraries, React aside: the functions install React (their own
  // pages render with it, and there must be one React), not the app's other libraries.
  ssr: isSsrBuild ? { noExternal: true, external: ['react', 'react-dom'] } : undefined,
  build: {
    // Maps are written for error reporting tools but not referenced by the bundles, and
    // moved out of dist/ (firebase.json's hosting ignore list would also keep them off the site).
    sourcemap: 'hidden',
    // Which files each module needs: the functions link a server-rendered page's styles and
    // code from it (decision 0163). It stays out of Hosting (firebase.json ignores dot folders).
    manifest: true,
    // Inline no assets: the Content-Security-Policy allows data: only for images.
    assetsInlineLimit: 0,
    // Two pages: the app, and the built-in demo report that /demo frames (served for /embed/**).
    rolldownOptions: {
      // Built for the server (build/build.ts): the app's render for the pages a function serves.
      input: isSsrBuild
        ? { 'render-app': 'src/server/render-app.tsx' }
        : ({ app: 'index.html', embed: 'embed.html' } as Record<string, string>),
      // Building a zod schema has no effect outside it, so one nobody uses (e.g. the contract's
      // error body schema, beside the error codes the first download needs) is left out, and zod
      // with it.
      treeshake: { manualPureFunctions: ['z'] },
      // The libraries in chunks named for what they hold, so that each page loads only those it
      // uses: the framed demo report needs React, not the router or Firebase Auth.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'firebase-auth', test: /node_modules[\\/](firebase|@firebase|idb)[\\/]/, priority: 2 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 1 },
            { name: 'toastify', test: /node_modules[\\/](react-toastify|clsx)[\\/]/, priority: 1 },
            // Only the report views check their links' filters with the contract's schemas.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Making a fresh jsdom for each file was two thirds of the run: files share one per worker,
    // except those that replace modules (vi.mock), which must load everything anew to see it.
    projects: [
      { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_FILES, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES.length ? MOCKING_FILES : ['none'] } },
    ],
  },
}));
