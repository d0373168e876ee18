/**
 * A chart's forecast, drawn apart from its figures: a shaded band (the 95 % interval lighter,
 * the 80 % darker) and a dashed line from the last month the forecast was made from. The band
 * is drawn on the plot's own scale (the x scale runs on past the figures to hold it), never as
 * a series, so the cursor, the table and the downloads only ever read published figures.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type uPlot from 'uplot';
import { formatValue } from '../section/format';
import type { ChartSection } from './chart-axes';
import { pxRatio } from './pixel-ratio';

/** Where the forecast sits: its months' positions on the x scale, and the months the axis gains. */
export function forecastExtent(section: ChartSection): { at: number[]; months: string[]; top: number } | undefined {
  const forecast = section.forecast;
  const anchor = forecast ? section.x.indexOf(forecast.through) : -1;
  if (!forecast || anchor < 0) return undefined;
  const at = forecast.x.map((_, index) => anchor + 1 + index);
  return {
    at,
    months: forecast.x.filter((_, index) => at[index] >= section.x.length),
    top: Math.max(...forecast.hi95),
  };
}

/** The key's lines: what the band is, and its first and last month in figures (for a screen reader too). */
export function forecastKey(section: ChartSection): string[] {
  const forecast = section.forecast;
  if (!forecast || !forecastExtent(section)) return [];
  const money = (value: number) => formatValue(Math.round(value), section.unit);
  const month = (index: number) =>
    `${formatPeriod(forecast.x[index])} ${money(forecast.mean[index])} (80 %: ${money(forecast.lo80[index])} to ${money(forecast.hi80[index])}; 95 %: ${money(forecast.lo95[index])} to ${money(forecast.hi95[index])})`;
  const last = forecast.x.length - 1;
  return [
    `Shaded band after ${formatPeriod(forecast.through)} (dashed line): a forecast, not published figures; the darker band is its 80 % interval, the lighter its 95 %. ${month(0)}; ${month(last)}.`,
  ];
}

/** A light and a darker tint of the series' colour ('#0072B2'), and the forecast's line in it. */
function tint(colour: string, alpha: number): string {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

export function forecastBand(section: ChartSection, colour: string): uPlot.Plugin {
  const extent = forecastExtent(section);
  const forecast = section.forecast;
  const anchor = forecast ? section.x.indexOf(forecast.through) : -1;
  const start = section.series[0]?.values[anchor] ?? null;
  return {
    hooks: {
      // Under the series: the published line stays on top where the two meet.
      drawAxes: (plot) => {
        if (!extent || !forecast || start === null) return;
        const x = (index: number) => plot.valToPos(index, 'x', true);
        const y = (value: number) => plot.valToPos(value, 'y', true);
        const xs = [anchor, ...extent.at];
        const context = plot.ctx;
        const band = (lower: number[], upper: number[], alpha: number) => {
          context.beginPath();
          [start, ...upper].forEach((value, index) => context.lineTo(x(xs[index]), y(value)));
          [start, ...lower]
            .map((value, index) => [xs[index], value] as const)
            .reverse()
            .forEach(([index, value]) => context.lineTo(x(index), y(value)));
          context.closePath();
          context.fillStyle = tint(colour, alpha);
          context.fill();
        };
        context.save();
        band(forecast.lo95, forecast.hi95, 0.14);
        band(forecast.lo80, forecast.hi80, 0.28);
        context.strokeStyle = colour;
        context.lineWidth = 2 * pxRatio();
        context.setLineDash([6 * pxRatio(), 4 * pxRatio()]);
        context.beginPath();
        [start, ...forecast.mean].forEach((value, index) => context.lineTo(x(xs[index]), y(value)));
        context.stroke();
        context.restore();
      },
    },
  };
}
