/** Latency of API routes through the Hosting emulator, and a short load test. */
import { summarize } from './stats';

export type Call = () => Promise<Response>;

async function timed(call: Call): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
}

/** p50/p99 over `count` sequential requests after `warmup` unmeasured ones. */
export async function latency(call: Call, count = 1000, warmup = 50) {
  for (let index = 0; index < warmup; index++) await timed(call);
  const samples: number[] = [];
  let errors = 0;
  for (let index = 0; index < count; index++) {
    const result = await timed(call);
    samples.push(result.ms);
    if (!result.ok) errors++;
  }
  return { ...summarize(samples), errors };
}

/** `connections` callers in parallel for `seconds`: requests per second, p99 and errors. */
export async function load(call: Call, connections = 20, seconds = 20) {
  const deadline = performance.now() + seconds * 1000;
  const samples: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        try {
          const result = await timed(call);
          samples.push(result.ms);
          if (!result.ok) errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { ...summarize(samples), errors, perSecond: samples.length / seconds };
}
