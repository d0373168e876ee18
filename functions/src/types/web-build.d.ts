/**
 * The web app's build, which the functions' build takes in (scripts/build.ts): the page shell and
 * Vite's manifest of which files each module needs, bundled from web/dist; and the app rendered
 * on the server (web/src/server/render-app.tsx, decision 0163), copied beside the bundle and
 * loaded by http/pages/web-render.ts. Declared here because they exist only once the web app is
 * built, after the functions are type-checked.
 */
declare module '@cannabis-reports/web-build/index.html' {
  const html: string;
  export default html;
}

declare module '@cannabis-reports/web-build/.vite/manifest.json' {
  interface ManifestChunk {
    file: string;
    css?: string[];
    imports?: string[];
  }
  const manifest: Record<string, ManifestChunk>;
  export default manifest;
}

declare module '@cannabis-reports/web-render' {
  import type { ReportCatalogAnswer, ReportData, UserInfo, EmbedConfig } from '@cannabis-reports/contracts';

  export interface PageState {
    reader: { uid: string; email: string | null };
    userInfo: UserInfo;
    answers: Array<[string, unknown]>;
  }
  export interface ReportsPageReads {
    url: string;
    reader: PageState['reader'];
    userInfo: UserInfo;
    catalog: ReportCatalogAnswer;
    opening: EmbedConfig;
    figures?: ReportData;
  }
  /** The filters of a `/reports` link that the report data API would take, each checked on its own. */
  export function viewParamsOf(url: string): Record<string, string>;
  export function renderReportsPage(reads: ReportsPageReads): Promise<{ html: string; state: PageState }>;
  export function pageStateElement(state: PageState): string;
}
