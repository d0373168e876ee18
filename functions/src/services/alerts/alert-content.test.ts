import { keyFigures, planAlert, revisionWords, type Publication } from './alert-content';
import { alertEmail } from './alert-mail-text';

const MD: Publication = {
  datasetId: 'md-sales',
  title: 'Maryland retail sales',
  markets: ['MD'],
  version: 'v2',
  revision: { periodsAdded: ['2025-10'], periodsRevised: ['2025-09'], figuresRevised: 3 },
  keyFigures: ['Maryland, Oct 2025 published: total sales $95.1M'],
};
const CO: Publication = { ...MD, datasetId: 'co-county-sales', title: 'Colorado sales by county', markets: ['CO'] };

describe('who gets what', () => {
  it('mails a follower of the dataset or of a market it covers, once for the whole run', () => {
    expect(
      planAlert({ targets: ['market:MD', 'dataset:co-county-sales'], alertMode: 'instant' }, true, [MD, CO]),
    ).toEqual({
      kind: 'instant',
      publications: [MD, CO],
    });
    expect(planAlert({ targets: ['market:MD'], alertMode: 'instant' }, true, [MD, CO])?.publications).toEqual([MD]);
  });

  it('mails no one who follows nothing the run changed, or asked for no mail', () => {
    expect(planAlert({ targets: ['market:WA'], alertMode: 'instant' }, true, [MD])).toBeUndefined();
    expect(planAlert({ targets: ['market:MD'], alertMode: 'off' }, true, [MD])).toBeUndefined();
  });

  it('holds a weekly reader’s alert for the digest, and gives a free reader the note', () => {
    expect(planAlert({ targets: ['market:MD'], alertMode: 'weekly' }, true, [MD])?.kind).toBe('digest');
    expect(planAlert({ targets: ['market:MD'], alertMode: 'instant' }, false, [MD])?.kind).toBe('teaser');
  });
});

describe('the words', () => {
  it('name the periods published and revised', () => {
    expect(revisionWords(MD.revision)).toBe('Oct 2025 published; Sep 2025 revised (3 figures)');
    expect(revisionWords({ periodsAdded: [], periodsRevised: [], figuresRevised: 1 })).toBe('1 figure revised');
  });

  it('total each new period’s headline figure per market', () => {
    const rows = [
      { period: '2025-10', sales: 60_000_000 },
      { period: '2025-10', sales: 35_100_000 },
      { period: '2025-09', sales: 1 },
    ];
    expect(keyFigures('md-sales', rows, ['2025-10'])).toEqual(['Maryland, Oct 2025 published: total sales $95.1M']);
    expect(keyFigures('state-monthly-sales', [{ period: '2025-10', state: 'CO', sales: 1_500 }], ['2025-10'])).toEqual([
      'Colorado, Oct 2025 published: total sales $1.5K',
    ]);
  });

  it("headline a Canadian market's month in C$ from Statistics Canada's thousands: its own unadjusted figure, never a city's", () => {
    const statcan = (geo: string, geoKind: string, province: string | null, adjustment: string, thousands: number) => ({
      period: '2025-08',
      geo,
      geoKind,
      province,
      adjustment,
      currency: 'CAD',
      salesCadThousands: thousands,
    });
    const rows = [
      statcan('Canada', 'country', null, 'unadjusted', 548_000),
      statcan('Canada', 'country', null, 'seasonally adjusted', 560_000),
      statcan('Ontario', 'province', 'ON', 'unadjusted', 197_152),
      statcan('Toronto, Ontario', 'city', 'ON', 'unadjusted', 60_000),
      statcan('Newfoundland and Labrador', 'province', 'NL', 'unadjusted', 9_600),
    ];
    const figures = keyFigures('canada-retail-sales', rows, ['2025-08']);
    expect(figures).toEqual([
      'Canada, Aug 2025 published: total sales C$548M',
      'Newfoundland and Labrador, Aug 2025 published: total sales C$9.6M',
      'Ontario, Aug 2025 published: total sales C$197.2M',
    ]);
    // A follower of Ontario hears of the publication, its figure in C$ and not in $.
    const statcanPublication: Publication = {
      ...MD,
      datasetId: 'canada-retail-sales',
      title: 'Monthly retail sales of cannabis stores',
      markets: ['AB', 'CAN', 'NL', 'ON'],
      keyFigures: figures,
    };
    const alert = planAlert({ targets: ['market:ON'], alertMode: 'instant' }, true, [statcanPublication, MD]);
    expect(alert?.publications).toEqual([statcanPublication]);
    const links = { site: 'https://r.example', unsubscribe: 'https://r.example/api/alerts/unsubscribe?token=t' };
    const mail = alertEmail('reader@example.com', alert!, links);
    expect(mail.text).toContain('Ontario, Aug 2025 published: total sales C$197.2M.');
    expect(mail.text).not.toMatch(/[^C]\$\d/);
  });

  it('say how much of a month a weekly source’s rows cover when not all of it', () => {
    const week = (weekStart: string, weekEnd: string, sales: number) => ({
      period: '2025-03',
      weekStart,
      weekEnd,
      sales,
    });
    const rows = [week('2025-03-02', '2025-03-08', 100_000), week('2025-03-09', '2025-03-15', 50_500)];
    expect(keyFigures('ct-weekly-sales', rows, ['2025-03'])).toEqual([
      'Connecticut, Mar 2025 (through Mar 15, 2025) published: total sales $150.5K',
    ]);
    // March 2025 starts on a Saturday: DCP's weeks are Mar 1, 2-8, 9-15, 16-22, 23-29 and 30-31.
    const first = week('2025-03-01', '2025-03-01', 1_000);
    const rest = [week('2025-03-16', '2025-03-22', 1), week('2025-03-23', '2025-03-29', 1)];
    const last = week('2025-03-30', '2025-03-31', 1_000);
    const line = (weeks: object[]) => keyFigures('ct-weekly-sales', weeks as never, ['2025-03'])[0];
    expect(line([first, ...rows, ...rest, last])).toMatch(/^Connecticut, Mar 2025 published/);
    expect(line([...rows, ...rest, last])).toMatch(/^Connecticut, Mar 2025 \(from Mar 2, 2025\) published/);
    expect(line([first, ...rows, rest[1], last])).toMatch(/^Connecticut, Mar 2025 \(24 of 31 days\) published/);
  });

  it('mail the figures with a link to the view and the one-click unsubscribe', () => {
    const links = {
      site: 'https://reports.example.com',
      unsubscribe: 'https://reports.example.com/api/alerts/unsubscribe?token=t',
    };
    const mail = alertEmail('reader@example.com', { kind: 'instant', publications: [MD, CO] }, links);
    expect(mail.subject).toBe('Maryland retail sales and 1 more updated');
    expect(mail.text).toContain('Maryland, Oct 2025 published: total sales $95.1M.');
    expect(mail.text).toContain('View it: https://reports.example.com/data/md-sales');
    expect(mail.text).toContain(links.unsubscribe);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).not.toContain('!');
  });

  it('give a free reader what changed without the figures', () => {
    const links = { site: 'https://r.example', unsubscribe: 'https://r.example/api/alerts/unsubscribe?token=t' };
    const mail = alertEmail('reader@example.com', { kind: 'teaser', publications: [MD] }, links);
    expect(mail.text).toContain('Maryland retail sales: Oct 2025 published; Sep 2025 revised (3 figures).');
    expect(mail.text).not.toContain('$95.1M');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
