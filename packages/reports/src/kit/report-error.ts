/**
 * Why a report cannot be answered, in the terms of the report data API: the functions' error
 * handler turns it into its HTTP answer (`{ error, code }`); the reports never speak HTTP.
 */
/** 'no_data_as_of': nothing this report can read was published by the 'as of' date asked. */
export type ReportErrorCode = 'no_report_data' | 'unknown_report' | 'no_data_as_of';

export class ReportError extends Error {
  constructor(
    readonly code: ReportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReportError';
  }
}

/** A version names a part the store does not hold (its build was interrupted): the caller reads the pointer again. */
export class StaleVersionError extends Error {}
