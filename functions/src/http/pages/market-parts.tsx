/** What a market page and its embedded charts both say: how current the figures are, and where they come from. */
import { behindSentence, currencyWords, type ReportData } from '@cannabis-reports/contracts';
import { formatPeriod } from '@cannabis-reports/contracts';

/** 'Data as of November 2025, current with the publisher.' or the sentence saying how far behind. */
export function dataAsOfLine(report: ReportData): string {
  const asOf = `Data as of ${formatPeriod(report.dataAsOf)}`;
  const { currency } = report;
  if (!currency || currency.status === 'frozen') return `${asOf}.`;
  return currency.status === 'current'
    ? `${asOf}, ${currencyWords(currency)} with the publisher.`
    : `${asOf}. ${behindSentence(currency)}`;
}

export function DataAsOf({ report }: { report: ReportData }) {
  return <p className="as-of">{dataAsOfLine(report)}</p>;
}

/** A licence as a sentence: its own full stop, or one added. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export function SourceList({ report }: { report: ReportData }) {
  return (
    <section aria-labelledby="sources">
      <h2 id="sources">Sources and licences</h2>
      <ul className="sources">
        {report.sources.map((source) => (
          <li key={source.title}>
            <a href={source.sourceUrl} rel="noopener">
              {source.title}
            </a>
            , {source.publisher}. Licence: {sentence(source.licence)}
          </li>
        ))}
      </ul>
    </section>
  );
}
