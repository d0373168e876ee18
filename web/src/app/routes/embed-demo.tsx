/**
 * The built-in public demo report, framed by /demo (VITE_DEMO_REPORT_URL's local default).
 * It has no header or footer of its own: /demo provides them. The report itself arrives
 * with the built-in reports (issue #6).
 */
export function EmbedDemoRoute() {
  return (
    <main className="embedded-report" aria-label="Public demo report">
      <h1>Public demo report</h1>
    </main>
  );
}
