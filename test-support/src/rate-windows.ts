/**
 * The API's limits count in fixed windows (a minute, or a UTC day), so a burst that straddles
 * a window's end starts counting afresh and passes its limit. A test that means to meet a
 * limit starts its burst in a window with room for it and for the checks after it.
 */
const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
/** Time allowed per request of a burst, and for the checks after it. */
const PER_REQUEST_MS = 300;
const CHECKS_MS = 15_000;

export async function inOneWindow(requests: number, windowMs = MINUTE_MS): Promise<void> {
  const needed = requests * PER_REQUEST_MS + CHECKS_MS;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needed) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
