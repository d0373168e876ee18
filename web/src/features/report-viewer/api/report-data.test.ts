import { afterEach, expect, it, vi } from 'vitest';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { fakeApi } from '../../../testing/fake-api';
import { washingtonReport } from '../../../testing/report-data';
import { beginReportData, fetchReportData } from './report-data';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const config = builtinEmbedConfig('washington-retail');

it('gives the viewer’s first read of the same report and filters the read begun early, once', async () => {
  const calls = fakeApi({ 'GET /reports/washington-retail?from=2020-01': { body: washingtonReport() } });
  beginReportData(config, { from: '2020-01', to: '' });
  expect(calls).toHaveLength(1);
  await expect(fetchReportData(config, { from: '2020-01' })).resolves.toMatchObject({
    title: washingtonReport().title,
  });
  expect(calls).toHaveLength(1);
  // Taken once: the next read asks again.
  await fetchReportData(config, { from: '2020-01' });
  expect(calls).toHaveLength(2);
});

it('leaves a read begun early to other filters, and lets one older than ten seconds go', async () => {
  const calls = fakeApi({
    'GET /reports/washington-retail': { body: washingtonReport() },
    'GET /reports/washington-retail?from=2020-01': { body: washingtonReport() },
  });
  beginReportData(config, {});
  await fetchReportData(config, { from: '2020-01' });
  expect(calls.map((call) => call.path)).toEqual([
    '/reports/washington-retail',
    '/reports/washington-retail?from=2020-01',
  ]);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 10_001);
  await fetchReportData(config, {});
  expect(calls).toHaveLength(3);
});
