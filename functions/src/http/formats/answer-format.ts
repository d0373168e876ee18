/**
 * The data API answers JSON, or CSV when asked by `format=csv` or by an Accept header that
 * prefers text/csv to JSON.
 */
import type { Request, Response } from 'express';
import type { AnswerOf, Endpoint } from '@cannabis-reports/contracts';
import type { AnswerWriter } from '../route';

export function wantsCsv(req: Request): boolean {
  const format = req.query.format;
  if (format === 'csv') return true;
  if (format === 'json') return false;
  return req.accepts(['application/json', 'text/csv']) === 'text/csv';
}

/** A writer that sends the answer as JSON, or as the CSV `toCsv` makes of it; `name` is the file's. */
export function jsonOrCsv<E extends Endpoint>(
  toCsv: (answer: AnswerOf<E>) => string,
  name: (answer: AnswerOf<E>) => string,
): AnswerWriter<E> {
  return (answer, req, res: Response) => {
    res.vary('Accept');
    if (!wantsCsv(req)) {
      res.json(answer);
      return;
    }
    res
      .type('text/csv; charset=utf-8')
      .set('content-disposition', `inline; filename="${name(answer)}.csv"`)
      .send(toCsv(answer));
  };
}
