/**
 * What the four DC tables share: each row names the ABCA "Medical Cannabis Program (MCP)
 * Metrics" report it was typed from, and its month as the first of the month in ISO UTC.
 */
import type { RowCells } from '../kit/row-cells';

/** The columns every DC table has. */
export const REPORTED = { report: 'file_source', date: 'date' } as const;

/** Attribution shared by the DC datasets. */
export const DC_ABCA = {
  publisher:
    'District of Columbia Alcoholic Beverage and Cannabis Administration (ABCA), transcribed by Michael Johnson',
  sourceUrl: 'https://abca.dc.gov/page/medical-cannabis-program-data',
  licence:
    'MIT, "Copyright (c) 2024 Michael Johnson" (the hand-entered transcription); the facts are DC government publications. Attribute ABCA.',
  cadence:
    'Monthly (ABCA MCP metrics reports); this transcription ends with 2024-04. 2021-10 and 2021-11 were back-filled from the December 2021 report.',
} as const;

/** The ABCA report a DC row was typed from, e.g. 'Medical Cannabis Program Report | December 2021'. */
export interface DcReported {
  period: string;
  report: string;
}

/** The row's month and the report it comes from. */
export function readReported(cells: RowCells<keyof typeof REPORTED>): { period: string; report: string } {
  return { period: cells.month('date', 'first'), report: cells.required('report') };
}
