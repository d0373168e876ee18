/** The report-provider contract on the server: who issues the embed configuration the contracts define. */
import type { EmbedConfig } from '@cannabis-reports/contracts';

export interface ReportProvider {
  /**
   * The embed configuration of a paid report for a user already known to be paid. Only the
   * built-in provider has several reports; Power BI embeds its one configured report.
   */
  paidReportEmbed(uid: string, reportId?: string): Promise<EmbedConfig>;
}
