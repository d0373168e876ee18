import { formatPeriod } from '@cannabis-reports/contracts';
import type { DatasetSummary } from '@cannabis-reports/contracts';
import { arrivalText, checkedTime, coveredPeriod, currencyLabel, marketsOf, moneyText } from '../period';

/**
 * What a dataset is, as /data and its own page list it: publisher, markets, the currency of its
 * money and its units, periods, cadence, how it arrives, check times, licence.
 */
export function DatasetFacts({ dataset }: { dataset: DatasetSummary }) {
  return (
    <dl>
      <dt>Publisher</dt>
      <dd>{dataset.publisher}</dd>
      <dt>Markets</dt>
      <dd>{marketsOf(dataset)}</dd>
      <dt>Money in</dt>
      <dd>{moneyText(dataset.money)}</dd>
      {dataset.units && (
        <>
          <dt>Units</dt>
          <dd>{dataset.units}</dd>
        </>
      )}
      <dt>Period</dt>
      <dd>{coveredPeriod(dataset)}</dd>
      <dt>Newest period</dt>
      <dd>{formatPeriod(dataset.periodTo)}</dd>
      <dt>Publisher's newest</dt>
      <dd>
        {dataset.currency.newestExpected === null
          ? 'Not updated'
          : `${formatPeriod(dataset.currency.newestExpected)} (${currencyLabel(dataset.currency).toLowerCase()})`}
      </dd>
      <dt>Publisher updates</dt>
      <dd>{dataset.cadence ?? 'Not stated by the publisher'}</dd>
      <dt>How it arrives</dt>
      <dd>{arrivalText(dataset.arrives)}</dd>
      <dt>Last checked</dt>
      <dd>{checkedTime(dataset.lastChecked)}</dd>
      <dt>Last changed</dt>
      <dd>{checkedTime(dataset.lastChanged)}</dd>
      <dt>Licence</dt>
      <dd>{dataset.licence}</dd>
    </dl>
  );
}
