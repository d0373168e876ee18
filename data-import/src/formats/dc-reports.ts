/**
 * What the four DC tables share: each row names the ABCA "Medical Cannabis Program (MCP)
 * Metrics" report it was typed from, and its month as the first of the month in ISO UTC.
 */
import type { RowCells } from './row-cells';

/** The columns every DC table has. */
export const REPORTED = { report: 'file_source', date: 'date' } as const;

/** Attribution shared by the DC datasets. */
export const DC_META = {
  publisher:
    'District of Columbia Alcoholic Beverage and Cannabis Administration (ABCA), transcribed by Michael Johnson',
  sourceUrl: 'https://abca.dc.gov/page/medical-cannabis-program-data',
  licence:
    'MIT, "Copyright (c) 2024 Michael Johnson" (the hand-entered transcription); the facts are DC government publications. Attribute ABCA.',
  sample: false,
  cadence:
    'Monthly (ABCA MCP metrics reports); this transcription ends with 2024-04. 2021-10 and 2021-11 were back-filled from the December 2021 report.',
} as const;

/** The row's month and the report it comes from. */
export function readReported(cells: RowCells<keyof typeof REPORTED>): { period: string; report: string } {
  return { period: cells.month('date', 'first'), report: cells.required('report') };
}
