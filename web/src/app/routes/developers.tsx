/**
 * '/developers', public: how to read the data API from a program, with a request in curl and in
 * TypeScript, how to connect an AI assistant through the MCP server, the limits, and the OpenAPI
 * document that describes every route.
 */
import {
  API_KEY_QUOTA_PER_DAY,
  API_KEY_RATE_PER_MINUTE,
  API_KEYS_MAX,
  formatMonth,
  rowsExample,
  stateName,
  type RowsExample,
} from '@cannabis-reports/contracts';
import { Link } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useDatasetCatalog } from '../../lib/dataset-catalog';
import './developers.css';

const apiBase = () => new URL(env.apiBaseUrl, window.location.origin).href.replace(/\/$/, '');

/** The catalogue, then (once it is read) a request that answers rows. */
const curlExample = (base: string, example: RowsExample | undefined) =>
  [
    '# The datasets, each with its markets and their months:',
    `curl -H "Authorization: Bearer $CRK_KEY" "${base}/v1/datasets"`,
    ...(example
      ? [
          `# ${stateName(example.query.state)}'s rows of ${example.datasetId}, ${formatMonth(example.query.from)} to ${formatMonth(example.query.to)}:`,
          `curl -H "Authorization: Bearer $CRK_KEY" \\\n  "${base}/v1/datasets/${example.datasetId}/rows?${new URLSearchParams({ ...example.query, format: 'csv' })}"`,
        ]
      : []),
  ].join('\n');

/** An assistant's MCP settings (Claude Desktop's `claude_desktop_config.json`; other clients take the same fields). */
const mcpSettings = (base: string) =>
  JSON.stringify(
    {
      mcpServers: {
        'cannabis-reports': {
          command: '/path/to/checkout/node_modules/.bin/tsx',
          args: ['/path/to/checkout/packages/mcp-server/src/main.ts'],
          env: { CANNABIS_REPORTS_API_KEY: '<your key>', CANNABIS_REPORTS_API_BASE: base },
        },
      },
    },
    null,
    2,
  );

const typescriptExample = (base: string, example: RowsExample | undefined) => `const key = process.env.CRK_KEY;

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
${example ? `\nconsole.log(await readRows('${example.datasetId}', { state: '${example.query.state}', from: '${example.query.from}', to: '${example.query.to}' }));` : ''}`;

export function DevelopersRoute() {
  const base = apiBase();
  // Read off the catalogue, so the example asks for months its dataset holds.
  const catalogue = useDatasetCatalog().data;
  const example = catalogue && rowsExample(catalogue.datasets);
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
          <code>GET /v1/datasets</code>: the datasets, their sources, periods and markets, and the currency of their
          money (<code>money</code>: <code>USD</code>, <code>CAD</code> or none) with their <code>units</code>.
        </li>
        <li>
          <code>GET /v1/datasets/&#123;datasetId&#125;/rows</code>: a dataset&apos;s rows, filtered by{' '}
          <code>state</code> (a US state, a Canadian province or territory, or <code>CAN</code> for Canada),{' '}
          <code>from</code> and <code>to</code> (months), a page at a time (<code>limit</code>, <code>cursor</code>);
          with <code>asOf</code> (a day, today at the latest, or an instant), as they were published then. Each answer
          says the currency of its money (<code>money</code>): Statistics Canada&apos;s figures are in Canadian dollars,
          never converted.
        </li>
        <li>
          <code>GET /v1/reports</code> and <code>GET /v1/reports/&#123;reportId&#125;</code>: a report&apos;s figures,
          with the same filters as its page, each with its <code>unit</code> (<code>usd</code> or <code>cad</code> for
          money; a Canadian market&apos;s US dollars in compare are converted at FRED&apos;s monthly rate, as its notes
          say). Each chart carries its <code>annotations</code>: the market events and series breaks it marks, with
          their sources.
        </li>
        <li>
          <code>GET /v1/annotations</code>: the dated events of each market the charts mark (first legal sales, a
          regulator changing its report, a series break), each with its <code>sourceUrl</code>; filtered by{' '}
          <code>state</code>. Public: no key needed.
        </li>
      </ul>
      <p>
        Add <code>format=csv</code> (or send <code>Accept: text/csv</code>) for CSV. Every route is described in the{' '}
        <a href={`${base}/v1/openapi.json`}>OpenAPI document</a>.
      </p>
      <h2>Example: curl</h2>
      <pre className="code-example">
        <code>{curlExample(base, example)}</code>
      </pre>
      <h2>Example: TypeScript</h2>
      <pre className="code-example">
        <code>{typescriptExample(base, example)}</code>
      </pre>
      <h2>AI assistants (MCP)</h2>
      <p>
        Your AI assistant can read the same data through our MCP server, which it runs on your machine with your key: it
        lists the markets and datasets (<code>list_markets</code>, <code>list_datasets</code>, <code>list_reports</code>
        ), reads rows (<code>read_rows</code>, with the filters above, paging and <code>asOf</code>) and a report&apos;s
        figures (<code>report_figures</code>, with its page&apos;s filters and <code>asOf</code>), the dated market
        events our charts mark (<code>read_annotations</code>) and a market&apos;s six-month forecast with its 80 % and
        95 % intervals and its back-test record (<code>read_forecast</code>, each month marked as a forecast). Every
        figure it answers carries its period, its source and &lsquo;data as of&rsquo;, so your assistant can cite it; no
        model of ours writes anything. It counts against your keys&apos; limits like any other program. From a checkout
        of the server&apos;s repository (<code>packages/mcp-server</code>, whose README says more), add it to your
        assistant&apos;s MCP settings:
      </p>
      <pre className="code-example">
        <code>{mcpSettings(base)}</code>
      </pre>
      <h2>Limits</h2>
      <p>
        Your keys together may make {API_KEY_RATE_PER_MINUTE} requests a minute and {API_KEY_QUOTA_PER_DAY} a day (UTC):
        a new key does not start afresh, and a read <code>asOf</code> an older version that must be loaded whole counts
        as one request per 1,000 of its rows. In a team, the team's keys and every member's own keys share one pool: the
        same rate, and {API_KEY_QUOTA_PER_DAY} a day for each seat. Every answer says what is left in its{' '}
        <code>RateLimit</code> and <code>RateLimit-Policy</code> headers; past a limit the answer is 429 with{' '}
        <code>Retry-After</code>. Errors are JSON: <code>{'{ "error", "code" }'}</code>.
      </p>
    </Page>
  );
}
