import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { requestDemoConfig } from './demo-config-channel';

/** A message as the parent page sends it to the frame: from the parent window, with this site's origin. */
const fromParent = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: window.parent }));

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      (value) => ({ resolved: value }),
      (error: Error) => ({ rejected: error.message }),
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);

afterEach(() => vi.restoreAllMocks());

describe('requestDemoConfig (in the frame)', () => {
  it("asks the parent, at this site's origin, and takes its answer", async () => {
    const post = vi.spyOn(window.parent, 'postMessage');
    const config = builtinEmbedConfig('demo');
    const answer = requestDemoConfig();
    expect(post).toHaveBeenCalledWith({ type: 'cannabis-reports:demo-config-request' }, window.location.origin);
    fromParent({ type: 'cannabis-reports:demo-config', config });
    expect(await answer).toEqual(config);
  });

  it('ignores answers from another origin or pointing elsewhere than this API', async () => {
    const answer = requestDemoConfig();
    fromParent({ type: 'cannabis-reports:demo-config', config: builtinEmbedConfig('demo') }, 'https://evil.example');
    fromParent({
      type: 'cannabis-reports:demo-config',
      config: builtinEmbedConfig('demo', { embedUrl: 'https://evil.example/api/reports/demo' }),
    });
    expect(await settled(answer)).toBe('pending');
  });

  it('fails when the parent could not fetch the token, and stops on abort', async () => {
    const failed = requestDemoConfig();
    fromParent({ type: 'cannabis-reports:demo-config', failed: true });
    expect(await settled(failed)).toEqual({ rejected: 'The demo page could not fetch the report token' });

    const controller = new AbortController();
    const aborted = requestDemoConfig(controller.signal);
    controller.abort(new Error('unmounted'));
    expect(await settled(aborted)).toEqual({ rejected: 'unmounted' });
  });
});
