/**
 * The report-provider contract (spec, section 3, "Report embed response"): what the embed
 * endpoint answers, whichever provider issued it, and which viewer renders it.
 */
export type ReportViewer = 'powerbi' | 'builtin';

export interface EmbedConfig {
  embedToken: string;
  embedUrl: string;
  reportId: string;
  /** ISO 8601: when embedToken stops working; the viewer refreshes it before then. */
  expiresAt: string;
  viewer: ReportViewer;
}

export interface ReportProvider {
  /**
   * The embed configuration of a paid report for a user already known to be paid. Only the
   * built-in provider has several reports; Power BI embeds its one configured report.
   */
  paidReportEmbed(uid: string, reportId?: string): Promise<EmbedConfig>;
}
