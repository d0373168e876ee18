import { parsePowerBiReports } from './powerbi-reports';

const WORKSPACE = '00000000-0000-4000-8000-000000000000';
const REPORT = 'ABCDEF12-1111-4111-8111-111111111111';

describe('parsePowerBiReports', () => {
  it('configures none when empty', () => {
    expect(parsePowerBiReports('  ')).toEqual({ reports: [] });
  });

  it('gives each report a catalogue id from its Power BI id', () => {
    const value = JSON.stringify([{ label: 'Dashboard', workspaceId: WORKSPACE, reportId: REPORT }]);
    expect(parsePowerBiReports(value)).toEqual({
      reports: [
        { id: `powerbi-${REPORT.toLowerCase()}`, label: 'Dashboard', workspaceId: WORKSPACE, reportId: REPORT },
      ],
    });
  });

  it.each([
    ['not JSON', '{', 'POWERBI_REPORTS is not JSON'],
    ['not a list', '{"label":"x"}', 'POWERBI_REPORTS:'],
    ['an id that is no GUID', JSON.stringify([{ label: 'x', workspaceId: WORKSPACE, reportId: '../x' }]), 'GUID'],
    ['no label', JSON.stringify([{ label: '', workspaceId: WORKSPACE, reportId: REPORT }]), 'POWERBI_REPORTS:'],
    [
      'a report twice',
      JSON.stringify([
        { label: 'a', workspaceId: WORKSPACE, reportId: REPORT },
        { label: 'b', workspaceId: WORKSPACE, reportId: REPORT.toLowerCase() },
      ]),
      'twice',
    ],
  ])('configures none, and says why, for %s', (_name, value, problem) => {
    const parsed = parsePowerBiReports(value);
    expect(parsed.reports).toEqual([]);
    expect(parsed.problem).toContain(problem);
  });
});
