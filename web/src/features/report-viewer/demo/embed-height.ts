/**
 * The framed built-in report tells /demo how tall its content is, so the frame takes that
 * height and the page scrolls instead of a second scrollbar inside the frame. Only the
 * frame's own window is listened to (sandboxed, its origin is opaque: 'null'); a Power BI
 * report sends none and keeps the frame's viewport-filling height.
 */
const MESSAGE_TYPE = 'cannabis-reports:embed-height';
const MAX_HEIGHT = 100_000;

/** In the framed page: posts the content's height to the parent now and whenever it changes. */
export function reportHeightToParent(): () => void {
  if (window.parent === window) return () => {};
  const post = () =>
    window.parent.postMessage(
      { type: MESSAGE_TYPE, height: Math.ceil(document.body.getBoundingClientRect().height) },
      window.location.origin,
    );
  const observer = new ResizeObserver(post);
  observer.observe(document.body);
  return () => observer.disconnect();
}

/** In the parent: the height a message from `frame` asks for, or null for any other message. */
export function embedHeightFrom(event: MessageEvent, frame: HTMLIFrameElement | null): number | null {
  if (!frame || event.source !== frame.contentWindow || event.origin !== 'null') return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (data?.type !== MESSAGE_TYPE || typeof data.height !== 'number' || !Number.isFinite(data.height)) return null;
  return Math.min(Math.max(0, Math.round(data.height)), MAX_HEIGHT);
}
