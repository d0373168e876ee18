/**
 * A monthly forecast with prediction intervals: additive Holt-Winters with a damped trend,
 * ETS(A,Ad,A) in Hyndman and Athanasopoulos' notation (https://otexts.com/fpp3/ets.html), seasonal
 * period 12. Its smoothing parameters are the grid point with the least sum of squared one-step
 * errors; its intervals are the model's own (https://otexts.com/fpp3/ets-forecasting.html,
 * class 1 variance), from the one-step errors' variance. Pure: numbers in, numbers out.
 */

export const SEASON = 12;
/** Three seasons: two to start the level, trend and seasonal indices from, and one fitted after them. */
export const MIN_FIT_MONTHS = 3 * SEASON;
export const HORIZON = 6;

/** The normal quantiles of the two central intervals (80 % and 95 %). */
const Z80 = 1.2815515655446004;
const Z95 = 1.959963984540054;

export interface Forecast {
  /** One figure per month ahead, 1 to the horizon. */
  mean: number[];
  lo80: number[];
  hi80: number[];
  lo95: number[];
  hi95: number[];
}

export interface Parameters {
  alpha: number;
  beta: number;
  gamma: number;
  phi: number;
}

/**
 * The grid searched. phi = 1 is an undamped trend, so a straight line is followed exactly;
 * beta <= alpha and gamma <= 1 - alpha keep the model in its usual admissible region.
 */
const GRID: Parameters[] = [0.05, 0.2, 0.4, 0.6, 0.8].flatMap((alpha) =>
  [0, 0.05, 0.15].flatMap((beta) =>
    [0.05, 0.2, 0.4].flatMap((gamma) =>
      [0.9, 0.98, 1].flatMap((phi) => (beta <= alpha && gamma <= 1 - alpha ? [{ alpha, beta, gamma, phi }] : [])),
    ),
  ),
);

interface Fitted {
  level: number;
  trend: number;
  /** The last SEASON seasonal indices, oldest first: index k is the season of month n + 1 + k. */
  seasonal: number[];
  /** Squared one-step errors after the two starting seasons, summed, and how many. */
  sse: number;
  count: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The classical start: the level is the first season's mean, the trend the change of the
 * seasons' means a month, each seasonal index the first season's departure from its mean.
 */
function fit(y: number[], { alpha, beta, gamma, phi }: Parameters): Fitted {
  const first = mean(y.slice(0, SEASON));
  const second = mean(y.slice(SEASON, 2 * SEASON));
  let trend = (second - first) / SEASON;
  // The first season's mean is the level at its middle; the level before month 0 is that, walked back.
  let level = first - trend * ((SEASON + 1) / 2);
  const seasonal = y.slice(0, SEASON).map((value, index) => value - (first + trend * (index - (SEASON - 1) / 2)));
  let sse = 0;
  let count = 0;
  for (let t = 0; t < y.length; t++) {
    const season = seasonal[t % SEASON];
    const error = y[t] - (level + phi * trend + season);
    if (t >= 2 * SEASON) {
      sse += error * error;
      count++;
    }
    const previous = level;
    level = previous + phi * trend + alpha * error;
    trend = phi * trend + beta * error;
    seasonal[t % SEASON] = season + gamma * error;
  }
  const start = y.length % SEASON;
  return { level, trend, seasonal: [...seasonal.slice(start), ...seasonal.slice(0, start)], sse, count };
}

/** The best grid point for a history: the least sum of squared one-step errors (the first on a tie). */
export function chooseParameters(y: number[]): { parameters: Parameters; fitted: Fitted } {
  let best: { parameters: Parameters; fitted: Fitted } | undefined;
  for (const parameters of GRID) {
    const fitted = fit(y, parameters);
    if (!best || fitted.sse < best.fitted.sse) best = { parameters, fitted };
  }
  return best!;
}

/**
 * The next `horizon` months after `y` (consecutive months, none missing) with 80 % and 95 %
 * intervals; undefined with fewer than MIN_FIT_MONTHS. The interval's variance at h months is
 * sigma^2 (1 + sum over j < h of c_j^2), c_j = alpha + beta (phi + ... + phi^j) + gamma when j
 * is a whole number of seasons. A bound below zero is drawn at zero: sales are never negative.
 */
export function forecastMonthly(y: number[], horizon = HORIZON): Forecast | undefined {
  if (y.length < MIN_FIT_MONTHS || y.some((value) => !Number.isFinite(value))) return undefined;
  const { parameters, fitted } = chooseParameters(y);
  const { alpha, beta, gamma, phi } = parameters;
  const variance = fitted.sse / fitted.count;
  const result: Forecast = { mean: [], lo80: [], hi80: [], lo95: [], hi95: [] };
  let damping = 0;
  let spread = 0;
  for (let h = 1; h <= horizon; h++) {
    damping += phi ** h;
    const point = fitted.level + damping * fitted.trend + fitted.seasonal[(h - 1) % SEASON];
    const sd = Math.sqrt(variance * (1 + spread));
    result.mean.push(point);
    result.lo80.push(Math.max(0, point - Z80 * sd));
    result.hi80.push(point + Z80 * sd);
    result.lo95.push(Math.max(0, point - Z95 * sd));
    result.hi95.push(point + Z95 * sd);
    // c_h, for the next month's variance: phi_h is the damping summed to h.
    const c = alpha + beta * damping + (h % SEASON === 0 ? gamma : 0);
    spread += c * c;
  }
  return result;
}
