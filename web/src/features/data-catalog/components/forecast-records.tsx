/**
 * How each market's forecast has done against what its regulator published later: the back-test
 * the market's page gives under its chart, for every market at once: how its intervals as drawn
 * held, beside the model's own, with the markets whose intervals held fewer months than they
 * claim said so in words, not by colour alone.
 */
import { formatPeriod, stateName, type DatasetCatalogAnswer } from '@cannabis-reports/contracts';

type Market = DatasetCatalogAnswer['markets'][number];

const percent = (share: number) => `${Math.round(share * 100)} %`;

export function ForecastRecords({ markets }: { markets: readonly Market[] }) {
  const forecast = markets.flatMap((market) => (market.forecast ? [{ state: market.state, ...market.forecast }] : []));
  if (forecast.length === 0) return null;
  return (
    <section aria-labelledby="forecast-records">
      <h2 id="forecast-records">How our forecasts have done</h2>
      <p>
        Each market with enough history has a six-month forecast of its monthly total on its page, with 80 % and 95 %
        intervals. Here is how that method has done on the history we hold: from each of the last months (at most 36),
        with only the months before it, it forecast 1 to 6 months ahead, and each forecast was compared with the total
        the regulator published. The intervals drawn are set from how far the method's earlier forecasts as many months
        ahead fell from the totals published later (the newest 24 whose months were published before the forecast was
        made, where there are at least 19; the model's own intervals otherwise), so the shares below are of intervals
        set without the months they are judged on; the model's own intervals are shown beside. A market whose intervals
        held fewer published months than they claim is marked; its real uncertainty is likely wider than its band shows.
      </p>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">Forecast back-test by market</caption>
          <thead>
            <tr>
              <th scope="col">Market</th>
              <th scope="col">Forecast from</th>
              <th scope="col">Forecasts compared</th>
              <th scope="col">Mean absolute error</th>
              <th scope="col">Inside the 80 % interval</th>
              <th scope="col">Inside the 95 % interval</th>
              <th scope="col">Inside the model&rsquo;s own 80 % and 95 %</th>
              <th scope="col">The intervals</th>
            </tr>
          </thead>
          <tbody>
            {forecast.map((entry) => (
              <tr key={entry.state}>
                <th scope="row">{stateName(entry.state)}</th>
                <td>
                  {formatPeriod(entry.from)} to {formatPeriod(entry.through)}
                </td>
                <td>{entry.comparisons}</td>
                <td>{entry.mape.toFixed(1)} %</td>
                <td>{percent(entry.coverage80)}</td>
                <td>{percent(entry.coverage95)}</td>
                <td>
                  {percent(entry.modelCoverage80)} and {percent(entry.modelCoverage95)}
                </td>
                <td>{entry.undercovers ? 'Held fewer than claimed' : 'Held as claimed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
