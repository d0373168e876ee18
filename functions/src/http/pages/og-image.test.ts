/**
 * A market's Open Graph image carries its words: the PNG is decoded here (zlib and PNG's row
 * filters, no product code) and the name's and the product's text is found as ink where the SVG
 * sets it; the figure it states is recomputed from Statistics Canada's file.
 */
import { inflateSync } from 'node:zlib';
import { reportById, withMarketEvents } from '@cannabis-reports/reports';
import { readCsv, readerOf, snapshotRows } from '@cannabis-reports/reports/src/markets/markets-test-files';
import { summariseMarket } from './market-summary';
import { ogImage, ogImageSvg } from './og-image';

const rows = snapshotRows();

async function summaryOf(state: string) {
  const report = reportById('markets')!;
  const built = await report.build(readerOf(rows, report.view), { state });
  return summariseMarket({ reportId: 'markets', ...built, sections: withMarketEvents(built.sections, built.filters) });
}

/** An 8-bit RGBA PNG (resvg's) as its width, height and pixels: the IDAT chunks inflated and each row unfiltered. */
function decodePng(png: Buffer) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([8, 6]);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const byte = raw[y * (stride + 1) + 1 + x];
      const left = x >= 4 ? pixels[y * stride + x - 4] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const corner = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4] : 0;
      const estimate = left + up - corner;
      const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - corner)];
      const paeth = a <= b && a <= c ? left : b <= c ? up : corner;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter];
      pixels[y * stride + x] = (byte + predicted) & 0xff;
    }
  }
  return { width, height, pixels };
}

/** How many pixels of a box are near a colour. */
function countNear(image: ReturnType<typeof decodePng>, box: [number, number, number, number], rgb: number[]) {
  let count = 0;
  for (let y = box[1]; y < box[3]; y++)
    for (let x = box[0]; x < box[2]; x++) {
      const at = (y * image.width + x) * 4;
      if (rgb.every((value, channel) => Math.abs(image.pixels[at + channel] - value) < 40)) count++;
    }
  return count;
}

describe("a market's Open Graph image", () => {
  it("states Ontario's newest month and its total, as Statistics Canada's file gives it, with the market's and the product's names", async () => {
    const summary = await summaryOf('ON');
    const ontario = readCsv('statcan/ca-cannabis-retailers-by-province-by-month.csv').filter(
      (row) => row.GEO === 'Ontario' && row.Adjustments === 'Unadjusted' && row.VALUE !== '',
    );
    const newest = ontario
      .map((row) => row.REF_DATE)
      .sort()
      .at(-1)!;
    const thousands = Number(ontario.find((row) => row.REF_DATE === newest)!.VALUE);
    const month = new Date(`${newest}-01T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const svg = ogImageSvg({ name: 'Ontario', summary });
    expect(svg).toContain('>Ontario</text>');
    expect(svg).toContain('>Cannabis Market Reports</text>');
    expect(svg).toContain(`>C$${(thousands * 1000).toLocaleString('en-US')}</tspan>`);
    expect(svg).toContain(`> sales in ${month}</tspan>`);
  });

  it("states California's newest year of annual totals where no month is held, and escapes what it writes", async () => {
    const summary = await summaryOf('CA');
    const annual = summary.charts[0];
    expect(annual.kind).toBe('bar');
    expect(ogImageSvg({ name: 'California', summary })).toContain(`> sales in ${annual.x.at(-1)}</tspan>`);
    expect(ogImageSvg({ name: 'A & B <C>', summary })).toContain('>A &#38; B &#60;C&#62;</text>');
  });

  it('draws the words in ink at 1200 x 630, within 150 KB', async () => {
    const png = await ogImage({ name: 'Maryland', summary: await summaryOf('MD') });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeLessThan(150 * 1024);
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([1200, 630]);
    // The product's name, white on the green band; the market's name, near-black on white below it.
    expect(countNear(image, [60, 10, 560, 62], [255, 255, 255])).toBeGreaterThan(1500);
    expect(countNear(image, [60, 100, 460, 175], [17, 24, 39])).toBeGreaterThan(3000);
    // The figure in the product's green, on the line below the name.
    expect(countNear(image, [60, 195, 460, 250], [21, 128, 61])).toBeGreaterThan(2000);
  });
});
