/**
 * A market's Open Graph image, 1200 x 630 PNG: the product's name in its green band, the market's
 * name, its newest total with the period it covers, and its five years of sales drawn below, as
 * SVG rasterised by resvg's WebAssembly build (no native binary). The WebAssembly renderer has no
 * system fonts, so the words are set in Inter (SIL Open Font License 1.1), read from the
 * `@expo-google-fonts/inter` dependency that installs with the functions (decision 0141).
 */
import { readFileSync } from 'node:fs';
import { PRODUCT_NAME } from '../../services/mail/layout';
import type { MarketSummary, PublicChart } from './market-summary';
import { formatFigure, formatPeriodInWords } from './page-format';

const WIDTH = 1200;
const HEIGHT = 630;
const PAD = 60;
const BAND = 72;
/** The chart's top and bottom: below the words, above the foot. */
const CHART_TOP = 290;
const CHART_BOTTOM = HEIGHT - 50;
/** Two weights of Inter: the regular for the period, the bold for the name and the figure. */
const FONT_FILES = [
  '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
];

export interface OgImageInput {
  name: string;
  summary: MarketSummary;
}

let ready: Promise<{ resvg: typeof import('@resvg/resvg-wasm'); fonts: Uint8Array[] }> | undefined;

/** resvg's module, its WebAssembly compiled and the fonts read once per instance, on the first image asked for. */
function renderer() {
  ready ??= (async () => {
    const resvg = await import('@resvg/resvg-wasm');
    await resvg.initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return { resvg, fonts: FONT_FILES.map((file) => readFileSync(require.resolve(file))) };
  })();
  return ready;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The newest figure the image states: the headline month's total, else the newest year of annual totals. */
export function newestTotal({
  summary,
}: Pick<OgImageInput, 'summary'>): { figure: string; period: string } | undefined {
  const unit = summary.currency === 'CAD' ? 'cad' : 'usd';
  if (summary.headline)
    return { figure: formatFigure(summary.headline.total, unit), period: formatPeriodInWords(summary.headline.month) };
  const annual = summary.charts.find((chart) => chart.kind === 'bar');
  const values = annual?.series[0]?.values ?? [];
  let last = values.length - 1;
  while (last >= 0 && values[last] === null) last--;
  return annual && last >= 0 ? { figure: formatFigure(values[last]!, unit), period: annual.x[last] } : undefined;
}

/** The sales line over a light grid, each gap left open; annual totals as bars. */
function chartSvg(chart: PublicChart | undefined): string {
  const values = chart?.series[0]?.values ?? [];
  const top = Math.max(0, ...values.filter((value): value is number => value !== null)) || 1;
  const height = CHART_BOTTOM - CHART_TOP;
  const yAt = (value: number) => CHART_BOTTOM - (value / top) * height;
  const grid = [0, 1, 2, 3]
    .map((step) => {
      const y = CHART_BOTTOM - (step / 3) * height;
      return `<line x1="${PAD}" x2="${WIDTH - PAD}" y1="${y}" y2="${y}" stroke="#e5e7eb" stroke-width="2"/>`;
    })
    .join('');
  if (chart?.kind === 'bar') {
    const slot = (WIDTH - 2 * PAD) / Math.max(1, values.length);
    const bars = values
      .map((value, index) =>
        value === null
          ? ''
          : `<rect x="${(PAD + slot * (index + 0.2)).toFixed(1)}" y="${yAt(value).toFixed(1)}" width="${(slot * 0.6).toFixed(1)}" height="${(CHART_BOTTOM - yAt(value)).toFixed(1)}" fill="#15803d"/>`,
      )
      .join('');
    return grid + bars;
  }
  const xAt = (index: number) => PAD + (values.length <= 1 ? 0 : (index / (values.length - 1)) * (WIDTH - 2 * PAD));
  let path = '';
  let open = false;
  values.forEach((value, index) => {
    if (value === null) open = false;
    else {
      path += `${open ? 'L' : 'M'}${xAt(index).toFixed(1)} ${yAt(value).toFixed(1)}`;
      open = true;
    }
  });
  return `${grid}<path d="${path}" fill="none" stroke="#15803d" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/** The image's SVG: the words (escaped) above the market's first chart. */
export function ogImageSvg(input: OgImageInput): string {
  const chart = input.summary.charts[0];
  const newest = newestTotal(input);
  const text = (x: number, y: number, size: number, weight: number, fill: string, words: string) =>
    `<text x="${x}" y="${y}" font-family="Inter" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(words)}</text>`;
  const foot = chart ? (chart.kind === 'line' ? `${chart.title}, the last five years` : chart.title) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/><rect width="${WIDTH}" height="${BAND}" fill="#14532d"/>` +
    text(PAD, 48, 30, 700, '#ffffff', PRODUCT_NAME) +
    text(PAD, 160, 68, 700, '#111827', input.name) +
    (newest
      ? `<text x="${PAD}" y="236" font-family="Inter" font-size="46"><tspan font-weight="700" fill="#15803d">${escapeXml(newest.figure)}</tspan>` +
        `<tspan font-weight="400" fill="#374151"> sales in ${escapeXml(newest.period)}</tspan></text>`
      : '') +
    chartSvg(chart) +
    text(PAD, HEIGHT - 14, 24, 400, '#4b5563', foot) +
    '</svg>'
  );
}

export async function ogImage(input: OgImageInput): Promise<Buffer> {
  const { resvg, fonts } = await renderer();
  const image = new resvg.Resvg(ogImageSvg(input), {
    font: { fontBuffers: fonts, defaultFontFamily: 'Inter' },
  });
  return Buffer.from(image.render().asPng());
}
