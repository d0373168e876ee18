/**
 * County boundaries for the report maps, made at build time: the U.S. Census Bureau's
 * cartographic boundaries as the `us-atlas` package publishes them (TopoJSON, 1:10m),
 * reduced to one state's counties and projected once with d3-geo into SVG path strings. The
 * browser gets a few kilobytes of paths in the map's own chunk, and none of us-atlas or d3.
 *
 * `import boundaries from 'virtual:county-boundaries/CO'` yields { width, height, counties:
 * [{ fips, name, path }] }.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoConicEqualArea, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Plugin } from 'vite';

/** The states with a county map, by postal code: their FIPS code and a projection centred on them. */
const STATES: Record<string, { fips: string; parallels: [number, number]; rotate: number }> = {
  CO: { fips: '08', parallels: [37.5, 40.5], rotate: 105.5 },
};

/** The drawing's size in SVG units; the map scales to its box. */
const WIDTH = 640;
const HEIGHT = 470;

export interface CountyBoundary {
  fips: string;
  name: string;
  path: string;
}

export interface CountyBoundaries {
  width: number;
  height: number;
  counties: CountyBoundary[];
}

const PREFIX = 'virtual:county-boundaries/';

export function countyBoundariesOf(state: string): CountyBoundaries {
  const settings = STATES[state];
  if (!settings) throw new Error(`No county map for ${state}`);
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as Topology<{
    counties: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.counties);
  const features = collection.features.filter((county) => String(county.id).startsWith(settings.fips));
  const shapes = { type: 'FeatureCollection' as const, features };
  const projection = geoConicEqualArea()
    .parallels(settings.parallels)
    .rotate([settings.rotate, 0])
    .fitSize([WIDTH, HEIGHT], shapes);
  // One decimal of an SVG unit is far below a pixel at any size the map is drawn.
  const path = geoPath(projection).digits(1);
  return {
    width: WIDTH,
    height: HEIGHT,
    counties: features
      .map((county) => ({ fips: String(county.id), name: county.properties.name, path: path(county) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export function countyBoundaries(): Plugin {
  return {
    name: 'county-boundaries',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      return `export default ${JSON.stringify(countyBoundariesOf(id.slice(PREFIX.length + 1)))};`;
    },
  };
}
