/**
 * The public demo report on /demo: the configured report in a frame that
 * fills the viewport below the header, or grows to the framed report's own height when it
 * says how tall it is (the built-in report does), so no scrollbar cuts it inside the frame.
 * Its height comes as the frame's height attribute: the CSP allows no inline styles.
 */
import { useEffect, useRef, useState } from 'react';
import { env } from '../../../config/env';
import { fetchDemoEmbedConfig } from '../api/embed-config';
import { answerDemoConfigRequests } from './demo-config-channel';
import { embedHeightFrom } from './embed-height';
import { isAllowedDemoReportUrl, isPowerBiEmbedUrl } from '../api/embed-url';
import '../report-viewer.css';

/**
 * What the framed report may do, and nothing more: run its scripts and open links in a new,
 * equally sandboxed window; no forms, top navigation, downloads or modals. The built-in
 * report, a page of this site, gets an opaque origin: with both allow-scripts and
 * allow-same-origin a same-origin page could remove its own sandbox, and it would share the
 * app's sign-in. It gets its token from this page instead (demo-config-channel).
 */
export const BUILTIN_DEMO_SANDBOX = 'allow-scripts allow-popups';
/** Power BI's page is another origin, so it cannot reach this one; it keeps its own origin for its session. */
export const POWER_BI_DEMO_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

export function DemoFrame() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const url = env.demoReportUrl;
  const builtin = !isPowerBiEmbedUrl(url);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = embedHeightFrom(event, frame.current);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!builtin) return;
    return answerDemoConfigRequests(() => frame.current, fetchDemoEmbedConfig);
  }, [builtin]);

  if (!isAllowedDemoReportUrl(url)) return <p className="error-text">Error!</p>;
  return (
    <iframe
      ref={frame}
      className="demo-frame"
      title="Public demo report"
      src={url}
      height={height}
      sandbox={builtin ? BUILTIN_DEMO_SANDBOX : POWER_BI_DEMO_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      allow="fullscreen"
    />
  );
}
