/**
 * The app rendered on the server, for the signed-in pages that a Cloud Function serves with
 * their figures already in the HTML (decision 0163); built by `vite build --ssr` into
 * web/dist-server/ and bundled into the functions. The browser hydrates the same tree
 * (main.tsx) from the page state this returns, so both renders start from the same answers.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ReportCatalogAnswer, ReportData } from '@cannabis-reports/contracts';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import type { PageState } from '../lib/page-state';
import type { Reader } from '../lib/auth';
import { answerKey, ServerAnswersContext } from '../lib/server-answers';
import type { UserInfo } from '../lib/user-info';
import type { EmbedConfig } from '../features/report-viewer/api/embed-config';
import { readViewParams } from '../features/report-viewer/location/read-view-params';

export type { PageState };
export { pageStateElement } from '../lib/page-state';

/** What `/reports` needs read before it renders: the reader, the catalogue and the report its link opens. */
export interface ReportsPageReads {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  reader: Reader;
  userInfo: UserInfo;
  catalog: ReportCatalogAnswer;
  /** The linked report's configuration (the catalogue's first when the link names none). */
  opening: EmbedConfig;
  /** A built-in report's figures for the link's filters. */
  figures?: ReportData;
}

/** The filters of a `/reports` link that the report data API would take, as the viewer reads them. */
export const viewParamsOf = (url: string) => readViewParams(new URL(url, 'http://page').searchParams).params;

/** The answers under the keys the reports page's reads use (paid-report.tsx, report-view.tsx). */
function reportsPageAnswers({ url, catalog, opening, figures }: ReportsPageReads): Array<[string, unknown]> {
  const params = viewParamsOf(url);
  return [
    [answerKey(['report-catalog']), catalog],
    [answerKey(['embed-config']), opening],
    ...(figures ? [[answerKey(['report', opening.embedUrl, params]), figures] as [string, unknown]] : []),
  ];
}

/** Renders the app at `url` from `state`, whatever it waits for (its lazily loaded parts) included. */
function renderApp(url: string, state: PageState): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    let failure: unknown;
    const stream = renderToPipeableStream(
      <ServerAnswersContext.Provider value={new Map(state.answers)}>
        <AppProvider initial={state}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </ServerAnswersContext.Provider>,
      {
        // One document, every part in its place: React would otherwise move a large part to the
        // end of the stream with an inline script to put it back, which the site's
        // Content-Security-Policy forbids (only its own files run).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // A part that fails on the server is left for the browser to render: the page is
        // still served, and says nothing the browser's render would not.
        onError: (error) => {
          failure ??= error;
        },
        onShellError: reject,
        onAllReady: () => (failure ? reject(failure) : stream.pipe(sink)),
      },
    );
  });
}

/** `/reports` for a reader of the reports: the app's HTML, and the state the browser hydrates it from. */
export async function renderReportsPage(reads: ReportsPageReads): Promise<{ html: string; state: PageState }> {
  const state: PageState = { reader: reads.reader, userInfo: reads.userInfo, answers: reportsPageAnswers(reads) };
  return { html: await renderApp(reads.url, state), state };
}
