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
/** What a request of a burst usually takes through Hosting; a slower burst is sent again. */
const USUAL_REQUEST_MS = 100;
const BURST_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const windowOf = (at: number) => Math.floor(at / MINUTE_MS);

export async function inOneWindow(requests: number, windowMs = MINUTE_MS): Promise<void> {
  const needed = requests * PER_REQUEST_MS + CHECKS_MS;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needed) await sleep(left + 200);
}

/** `count` requests sent one after another, and their statuses. */
export async function statusesInTurn(count: number, send: () => Promise<Response>): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index++) answers.push((await send()).status);
  return answers;
}

/**
 * `count` requests sent in turn, and their statuses, all counted in one minute's window with
 * time left in it for the checks after them. Rather than wait for a window with room for the
 * slowest burst, the burst starts unless its window is nearly over, and is checked once sent:
 * one that ran past its window's end, or left too little of it, is sent again from the start
 * of a window it has not touched. For limits whose counts are per window only.
 */
export async function burstInOneWindow(count: number, send: () => Promise<Response>): Promise<number[]> {
  const left = () => MINUTE_MS - (Date.now() % MINUTE_MS);
  if (left() < count * USUAL_REQUEST_MS + CHECKS_MS) await sleep(left() + 200);
  for (let attempt = 1; ; attempt++) {
    const window = windowOf(Date.now());
    const answers = await statusesInTurn(count, send);
    if (windowOf(Date.now()) === window && left() >= CHECKS_MS) return answers;
    if (attempt === BURST_ATTEMPTS) throw new Error(`${count} requests did not fit in one minute's window`);
    // The next window holds none of this burst's requests.
    await sleep(left() + 200);
  }
}
