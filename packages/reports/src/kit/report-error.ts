/**
 * Why a report cannot be answered, in the terms of the report data API: the functions' error
 * handler turns it into its HTTP answer (`{ error, code }`); the reports never speak HTTP.
 */
export type ReportErrorCode = 'no_report_data' | 'unknown_report';

export class ReportError extends Error {
  constructor(
    readonly code: ReportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReportError';
  }
}

/** A version's parts were deleted after a newer import flipped the pointer: the caller reads the pointer again. */
export class StaleVersionError extends Error {}
