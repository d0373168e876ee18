/**
 * '/developers', public: how to read the data API from a program, with a request in curl and in
 * TypeScript, the limits, and the OpenAPI document that describes every route.
 */
import { API_KEY_QUOTA_PER_DAY, API_KEY_RATE_PER_MINUTE, API_KEYS_MAX } from '@cannabis-reports/contracts';
import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import './developers.css';

const apiBase = () => new URL(env.apiBaseUrl, window.location.origin).href.replace(/\/$/, '');

const curlExample = (base: string) => `curl -H "Authorization: Bearer $CRK_KEY" \\
  "${base}/v1/datasets/state-monthly-sales/rows?state=CO&from=2023-01&to=2023-12&format=csv"`;

const typescriptExample = (base: string) => `const key = process.env.CRK_KEY;

async function readRows(datasetId: string, query: Record<string, string>) {
  const rows = [];
  let cursor: string | null = null;
  do {
    const search = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const response = await fetch(\`${base}/v1/datasets/\${datasetId}/rows?\${search}\`, {
      headers: { authorization: \`Bearer \${key}\` },
    });
    if (!response.ok) throw new Error((await response.json()).code);
    const page = await response.json();
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

console.log(await readRows('state-monthly-sales', { state: 'CO', from: '2023-01' }));`;

export function DevelopersRoute() {
  const base = apiBase();
  return (
    <Page title="Data API">
      <p>Subscribers can read every dataset and the figures of every report from their own programs, as JSON or CSV.</p>
      <h2>Keys</h2>
      <p>
        Make a key on your <Link to={paths.profile}>profile</Link> (up to {API_KEYS_MAX}) and send it as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. A key is shown once, when it is made; revoke it there when you
        no longer need it. Keys work while your subscription is active and again when you resubscribe.
      </p>
      <h2>Routes</h2>
      <ul>
        <li>
          <code>GET /v1/datasets</code>: the datasets, their sources, periods and markets.
        </li>
        <li>
          <code>GET /v1/datasets/&#123;datasetId&#125;/rows</code>: a dataset&apos;s rows, filtered by{' '}
          <code>state</code>, <code>from</code> and <code>to</code> (months), a page at a time (<code>limit</code>,{' '}
          <code>cursor</code>).
        </li>
        <li>
          <code>GET /v1/reports</code> and <code>GET /v1/reports/&#123;reportId&#125;</code>: a report&apos;s figures,
          with the same filters as its page.
        </li>
      </ul>
      <p>
        Add <code>format=csv</code> (or send <code>Accept: text/csv</code>) for CSV. Every route is described in the{' '}
        <a href={`${base}/v1/openapi.json`}>OpenAPI document</a>.
      </p>
      <h2>Example: curl</h2>
      <pre className="code-example">
        <code>{curlExample(base)}</code>
      </pre>
      <h2>Example: TypeScript</h2>
      <pre className="code-example">
        <code>{typescriptExample(base)}</code>
      </pre>
      <h2>Limits</h2>
      <p>
        Each key may make {API_KEY_RATE_PER_MINUTE} requests a minute and {API_KEY_QUOTA_PER_DAY} a day (UTC). Every
        answer says what is left in its <code>RateLimit</code> and <code>RateLimit-Policy</code> headers; past a limit
        the answer is 429 with <code>Retry-After</code>. Errors are JSON: <code>{'{ "error", "code" }'}</code>.
      </p>
    </Page>
  );
}
