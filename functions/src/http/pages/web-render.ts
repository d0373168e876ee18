/**
 * The web app rendered on the server (web/src/server/render-app.tsx, decision 0163), as ES
 * modules that scripts/build.ts copies beside the bundle: loaded by the first page that renders
 * with it, so no other function's cold start reads it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type WebRender = typeof import('@cannabis-reports/web-render');

let loaded: Promise<WebRender> | undefined;

export function webRender(): Promise<WebRender> {
  loaded ??= import(pathToFileURL(path.join(__dirname, 'web-render', 'render-app.js')).href) as Promise<WebRender>;
  return loaded;
}
