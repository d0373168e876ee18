/**
 * The web app's build as a function serves it (decision 0163): its page shell, and a page the
 * app rendered on the server written into that shell with the styles of the modules it rendered
 * linked in the head, so it paints styled at once. Loaded only by a request for such a page.
 */
import shell from '@cannabis-reports/web-build/index.html';
import manifest from '@cannabis-reports/web-build/.vite/manifest.json';

export { shell };

/** The stylesheets the modules need, their static imports' included. */
function stylesOf(sources: string[]): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return styles;
}

const SHELL_STYLES = stylesOf(['index.html']);

/** The head's links to the styles of the modules a page rendered, less those the shell already links. */
function stylesheetsFor(sources: string[]): string {
  return [...stylesOf(sources)]
    .filter((file) => !SHELL_STYLES.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}

const ROOT = '<div id="root"></div>';
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell as a rendered page starts: its entry started by boot-after-paint.js with the entry's
 * own imports (which the shell preloads, in the order the build lists them), and nothing preloaded.
 */
function bootAfterPaint(): string {
  const entry = ENTRY.exec(shell)?.[1];
  if (!entry || !shell.includes(ROOT) || !shell.includes('</head>'))
    throw new Error('The web build has no entry and #root to render into');
  const imports = [...shell.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
  return shell
    .replace(
      ENTRY,
      () =>
        `<script src="/boot-after-paint.js" data-entry="${entry}" data-modules="${imports.join(' ')}" defer></script>`,
    )
    .replace(MODULE_PRELOAD, '');
}

/** Made once, by the first page rendered (a build without them fails that render, not the shell's answer). */
let renderedShell: string | undefined;

/**
 * The shell with `html` in its root and `stateElement` after it. `modules` are the source
 * modules (as the manifest names them, e.g. `src/app/routes/reports.tsx`) whose code rendered.
 * The page paints from its HTML and styles alone: the app's code is neither run nor fetched
 * until the page has been shown (web/public/boot-after-paint.js), so that on a slow phone its
 * download does not share the first second's bandwidth with the styles the page waits for.
 */
export function renderedDocument(html: string, stateElement: string, modules: string[]): string {
  renderedShell ??= bootAfterPaint();
  return renderedShell
    .replace('</head>', `${stylesheetsFor(modules)}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>${stateElement}`);
}
