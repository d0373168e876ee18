/**
 * A chart as a PNG file: the chart exactly as the page drew it (its canvas, at the screen's
 * pixel ratio), on white, under its title and key, above its source and 'Data as of' line.
 */
import { wrapText } from '../../../lib/wrap-text';
import type { ChartStamp } from '../chart/chart-svg';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export interface LegendEntry {
  label: string;
  colour: string;
}

export function chartPng(chart: HTMLCanvasElement, stamp: ChartStamp, legend: LegendEntry[]): Promise<Blob> {
  // The canvas holds device pixels; text is drawn at the same ratio so it matches the chart's.
  const ratio = chart.clientWidth ? chart.width / chart.clientWidth : 1;
  const px = (value: number) => Math.round(value * ratio);
  const margin = px(16);
  const width = chart.width + 2 * margin;
  const titleLines = wrapText(stamp.title, Math.floor((width - 2 * margin) / px(11)));
  const footer = [stamp.source, stamp.asOf].flatMap((line) => wrapText(line, Math.floor((width - 2 * margin) / px(7))));
  const chartTop = margin + titleLines.length * px(26) + (legend.length > 1 ? px(24) : 0);
  const footerTop = chartTop + chart.height + px(12);
  const image = document.createElement('canvas');
  image.width = width;
  image.height = footerTop + footer.length * px(18) + margin;
  const context = image.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas to draw the image on'));

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.textBaseline = 'top';
  context.fillStyle = '#222222';
  context.font = `bold ${px(20)}px ${FONT}`;
  titleLines.forEach((line, index) => context.fillText(line, margin, margin + index * px(26)));
  context.font = `${px(13)}px ${FONT}`;
  let legendX = margin;
  const legendY = margin + titleLines.length * px(26);
  if (legend.length > 1)
    for (const entry of legend) {
      context.fillStyle = entry.colour;
      context.fillRect(legendX, legendY + px(2), px(12), px(12));
      context.fillStyle = '#222222';
      context.fillText(entry.label, legendX + px(18), legendY + px(1));
      legendX += px(18) + context.measureText(entry.label).width + px(24);
    }
  context.drawImage(chart, margin, chartTop);
  context.fillStyle = '#444444';
  context.font = `${px(12)}px ${FONT}`;
  footer.forEach((line, index) => context.fillText(line, margin, footerTop + index * px(18)));
  return new Promise((resolve, reject) =>
    image.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/png'),
  );
}
