/**
 * The public demo report on /demo: the configured report in a frame that
 * fills the viewport below the header, or grows to the framed report's own height when it
 * says how tall it is (the built-in report does), so no scrollbar cuts it inside the frame.
 * Its height comes as the frame's height attribute: the CSP allows no inline styles.
 */
import { useEffect, useRef, useState } from 'react';
import { env } from '../../../config/env';
import { embedHeightFrom } from '../embed-height';
import { isAllowedDemoReportUrl } from '../embed-url';

/**
 * What the framed report may do, and nothing more: run its scripts against its own origin
 * (the built-in report reads its token; Power BI keeps its session) and open links in a
 * new, equally sandboxed window. No forms, top navigation, downloads or modals.
 */
export const DEMO_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

export function DemoFrame() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const url = env.demoReportUrl;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = embedHeightFrom(event, frame.current);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!isAllowedDemoReportUrl(url)) return <p className="error-text">Error!</p>;
  return (
    <iframe
      ref={frame}
      className="demo-frame"
      title="Public demo report"
      src={url}
      height={height}
      sandbox={DEMO_FRAME_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      allow="fullscreen"
    />
  );
}
