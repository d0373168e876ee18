/**
 * A market's Open Graph image: its five years of monthly sales as a 1200 x 630 PNG, drawn as
 * SVG and rasterised by resvg's WebAssembly build (no native binary). It carries no words: the
 * WebAssembly renderer has no system fonts and we ship none, and the card beside the image shows
 * the page's title and description anyway (decision 0141).
 */
import { readFileSync } from 'node:fs';
import type { PublicChart } from './market-summary';

const WIDTH = 1200;
const HEIGHT = 630;
const PAD = 60;

let ready: Promise<typeof import('@resvg/resvg-wasm')> | undefined;

/** resvg's module, its WebAssembly compiled once per instance, on the first image asked for. */
function renderer() {
  ready ??= (async () => {
    const resvg = await import('@resvg/resvg-wasm');
    await resvg.initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return resvg;
  })();
  return ready;
}

/** The image's SVG: a band in the product's green, the sales line over a light grid, each gap left open. */
export function ogImageSvg(chart: PublicChart): string {
  const values = chart.series[0]?.values ?? [];
  const top = Math.max(0, ...values.filter((value): value is number => value !== null)) || 1;
  const xAt = (index: number) => PAD + (values.length <= 1 ? 0 : (index / (values.length - 1)) * (WIDTH - 2 * PAD));
  const yAt = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD - 60);
  let path = '';
  let open = false;
  values.forEach((value, index) => {
    if (value === null) open = false;
    else {
      path += `${open ? 'L' : 'M'}${xAt(index).toFixed(1)} ${yAt(value).toFixed(1)}`;
      open = true;
    }
  });
  const grid = [0, 1, 2, 3, 4]
    .map((step) => {
      const y = HEIGHT - PAD - (step / 4) * (HEIGHT - 2 * PAD - 60);
      return `<line x1="${PAD}" x2="${WIDTH - PAD}" y1="${y}" y2="${y}" stroke="#e5e7eb" stroke-width="2"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/><rect width="${WIDTH}" height="40" fill="#14532d"/>${grid}` +
    `<path d="${path}" fill="none" stroke="#15803d" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/></svg>`
  );
}

export async function ogImage(chart: PublicChart): Promise<Buffer> {
  const { Resvg } = await renderer();
  return Buffer.from(new Resvg(ogImageSvg(chart)).render().asPng());
}
