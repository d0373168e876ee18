/**
 * Canvas pixels per CSS pixel, as uPlot draws with them (its `pxRatio` is the window's
 * devicePixelRatio): read here, so the plugins that draw on the canvas do not load uPlot,
 * which comes with the first chart (chart-plot.tsx).
 */
export const pxRatio = (): number =>
  typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
