/**
 * What a page rendered on the server hands to the browser (decision 0163): who the server found
 * signed in, their user info, and the answers it read to render the page. It travels as JSON in
 * a data block of the document (a script element that never runs, which the site's
 * Content-Security-Policy therefore allows), and the app hydrates the server's HTML from it.
 */
import type { ServerReader } from './auth';

export const PAGE_STATE_ID = 'page-state';

export interface PageState extends ServerReader {
  /** Each read's key (server-answers.ts's answerKey) and answer. */
  answers: Array<[string, unknown]>;
}

/** The document's page state, when the server rendered it; undefined for the app's own shell. */
export function readPageState(document: Document): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}

/**
 * The data block for a document: `<` written as its escape, so that no answer's text can close
 * the element (`</script>`) or open a comment in it.
 */
export const pageStateElement = (state: PageState) =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** Whether the server rendered this document (without reading its state). */
export const renderedOnServer = (document: Document) => document.getElementById(PAGE_STATE_ID) !== null;

/**
 * A page the server rendered is held inert from the moment its scripts start
 * (web/public/boot-after-paint.js) until its report has hydrated: a tap or a choice made in
 * between would otherwise reach a control with nothing behind it yet and be lost. This lets
 * the reader at it; called once the report is live, and at the latest a few seconds after the
 * app started, so that a report that fails leaves the page usable.
 */
export function releaseServerPage(document: Document): void {
  const root = document.getElementById('root');
  root?.removeAttribute('inert');
  root?.removeAttribute('aria-busy');
}
