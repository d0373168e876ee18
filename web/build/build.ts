/**
 * `npm run build` (`-- --mode emulator` for local runs): the app for the browser in dist/, with
 * the manifest the functions read to link a server-rendered page's styles and code, then the
 * same app for the server in dist-server/, which the functions bundle (decision 0163). One
 * script, so both are built in the one mode.
 */
import { build } from 'vite';

const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag === -1 ? undefined : process.argv[modeFlag + 1];

await build({ mode });
await build({
  mode,
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
  },
  // The site's files are the browser build's to publish.
  publicDir: false,
});
