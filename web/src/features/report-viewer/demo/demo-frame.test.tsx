import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { DemoFrame } from './demo-frame';

const demo = vi.hoisted(() => ({ url: '/embed/demo' }));
vi.mock('../../../config/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof import('../../../config/env')>();
  return {
    env: {
      ...env,
      get demoReportUrl() {
        return demo.url;
      },
    },
  };
});

const renderFrame = () => {
  renderWithApp(<DemoFrame />, { auth: { user: signedInUser() }, route: '/demo' });
  return screen.getByTitle('Public demo report') as HTMLIFrameElement;
};

const sandboxOf = (frame: HTMLIFrameElement) => frame.getAttribute('sandbox')?.split(' ').sort();

/** A message as the sandboxed frame sends it: from its window, with the opaque origin 'null'. */
const fromFrame = (frame: HTMLIFrameElement, data: unknown, origin = 'null') =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));

beforeEach(() => {
  demo.url = '/embed/demo';
});

describe('DemoFrame', () => {
  it('frames the built-in report sandboxed to an opaque origin: scripts and popups, not allow-same-origin', () => {
    const frame = renderFrame();
    expect(sandboxOf(frame)).toEqual(['allow-popups', 'allow-scripts']);
    expect(frame).toHaveAttribute('src', '/embed/demo');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it("keeps Power BI's report in its own origin, for its session", () => {
    demo.url = 'https://app.powerbi.com/view?r=abc';
    expect(sandboxOf(renderFrame())).toEqual(['allow-popups', 'allow-same-origin', 'allow-scripts']);
  });

  it("answers the built-in frame's request with the demo's token, to that frame's window only", async () => {
    const config = builtinEmbedConfig('demo');
    const calls = fakeApi({ 'GET /reports/demo/embedToken': { body: config } });
    const frame = renderFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    // Another window, or a message from this page's own origin, is not the sandboxed frame.
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'cannabis-reports:demo-config-request' }, origin: 'null' }),
    );
    fromFrame(frame, { type: 'cannabis-reports:demo-config-request' }, window.location.origin);
    fromFrame(frame, { type: 'something-else' });
    fromFrame(frame, { type: 'cannabis-reports:demo-config-request' });
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'cannabis-reports:demo-config', config }, '*'));
    expect(calls.filter((call) => call.path === '/reports/demo/embedToken')).toHaveLength(1);
  });

  it('tells the frame when the token could not be fetched', async () => {
    fakeApi({ 'GET /reports/demo/embedToken': apiError(503, 'busy') });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const frame = renderFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fromFrame(frame, { type: 'cannabis-reports:demo-config-request' });
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'cannabis-reports:demo-config', failed: true }, '*'));
    expect(warn).toHaveBeenCalled();
  });

  it("takes the built-in report's height from its frame only", async () => {
    const frame = renderFrame();
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'cannabis-reports:embed-height', height: 900 }, origin: 'null' }),
    );
    fromFrame(frame, { type: 'cannabis-reports:embed-height', height: 1234 });
    await waitFor(() => expect(frame).toHaveAttribute('height', '1234'));
  });
});
