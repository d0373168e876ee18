/**
 * A node:test reporter that writes, once the run ends, how long each test file's tests took:
 * `{ "<absolute file>": milliseconds }`, the sum of the file's top-level tests (a file's tests
 * run one after another). `npm test` adds it beside the spec and TAP reporters, so its end can
 * name the slowest files of every runner (`slowestFiles` in test-results.ts). Plain JavaScript:
 * Node loads a reporter before the `--import tsx` hook is in place.
 *
 * @param {AsyncIterable<{ type: string, data: { nesting?: number, file?: string, details?: { duration_ms?: number } } }>} source
 */
export default async function* fileDurations(source) {
  /** @type {Record<string, number>} */
  const milliseconds = {};
  for await (const { type, data } of source) {
    if ((type !== 'test:pass' && type !== 'test:fail') || data.nesting !== 0 || !data.file) continue;
    milliseconds[data.file] = (milliseconds[data.file] ?? 0) + (data.details?.duration_ms ?? 0);
  }
  yield `${JSON.stringify(milliseconds)}\n`;
}
