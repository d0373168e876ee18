/**
 * How the county map colours its figures: five classes by quantile (an equal number of
 * counties in each), the usual choice for figures as skewed as county sales, where equal
 * steps would put every county but Denver in the first class.
 */
export const CLASS_COLOURS = ['#e6f2e9', '#b5dbbf', '#7cbf8f', '#3f9a5f', '#166534'] as const;

export interface MapClass {
  /** The lowest and highest figure in the class. */
  from: number;
  to: number;
  colour: string;
}

/** The classes of the known figures (nulls are drawn apart, by their flag); fewer when there are few figures. */
export function quantileClasses(values: ReadonlyArray<number | null>): MapClass[] {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return [];
  const count = Math.min(CLASS_COLOURS.length, known.length);
  const classes: MapClass[] = [];
  for (let index = 0; index < count; index++) {
    const slice = known.slice(
      Math.floor((index * known.length) / count),
      Math.floor(((index + 1) * known.length) / count),
    );
    const colour = CLASS_COLOURS[Math.round((index * (CLASS_COLOURS.length - 1)) / Math.max(1, count - 1))];
    classes.push({ from: slice[0], to: slice[slice.length - 1], colour });
  }
  return classes;
}

/** The colour of one figure: its class's. */
export function colourOf(value: number, classes: readonly MapClass[]): string {
  const found = classes.find((entry) => value <= entry.to) ?? classes[classes.length - 1];
  return found.colour;
}

/** County names compared as the source and the boundaries write them ('La Plata', 'LA PLATA'). */
export const countyKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '');
