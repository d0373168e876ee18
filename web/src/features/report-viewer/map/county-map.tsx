/**
 * A county map section: the state's counties coloured by the selected measure, withheld
 * counties hatched and counties without licensees or without a figure drawn apart (never as
 * the lowest class), a legend, and the same figures as a table for keyboards and screen
 * readers. Loaded only with a report that has a map: its boundaries are its chunk.
 */
import type { CountyMapSection, FigureFlag } from '@cannabis-reports/contracts';
import boundaries from 'virtual:county-boundaries/CO';
import { useId, useState, type ReactNode } from 'react';
import { FLAG_LABELS } from '@cannabis-reports/report-files';
import { formatValue } from '../section/format';
import { colourOf, countyKey, quantileClasses } from './county-map-classes';
import { DataTable } from '../table/data-table';
import { SectionNotes } from '../section/section-notes';
import { ShowAsTable } from '../section/show-as-table';
import './county-map.css';

const BLANK = { withheld: 'url(#county-map-hatch)', 'no-licensees': '#d4d4d8', other: '#ffffff' };

const fillOf = (value: number | null, flag: FigureFlag | null, classes: ReturnType<typeof quantileClasses>) =>
  value !== null
    ? colourOf(value, classes)
    : flag === 'withheld'
      ? BLANK.withheld
      : flag === 'no-licensees'
        ? BLANK['no-licensees']
        : BLANK.other;

/**
 * A legend's colour as an SVG fill, not a style: the page may be rendered on the server, and the
 * site's Content-Security-Policy refuses style attributes written in its HTML (decision 0163).
 */
function Swatch({ colour }: { colour: string }) {
  return (
    <svg className="county-map-swatch" viewBox="0 0 12 9" preserveAspectRatio="none" aria-hidden="true">
      <rect width="12" height="9" fill={colour} />
    </svg>
  );
}

export default function CountyMap({
  section,
  flagNotes,
  download,
}: {
  section: CountyMapSection;
  flagNotes?: Partial<Record<FigureFlag, string>>;
  download?: ReactNode;
}) {
  const captionId = useId();
  const [chosen, setChosen] = useState(0);
  const measure = section.measures[chosen] ?? section.measures[0];
  const figures = new Map(
    section.areas.map((area, index) => [
      countyKey(area),
      { value: measure.values[index], flag: measure.flags?.[index] ?? null },
    ]),
  );
  const classes = quantileClasses(measure.values);
  const shown = (name: string) => figures.get(countyKey(name)) ?? { value: null, flag: null };
  const rows = boundaries.counties
    .map((county) => ({ name: county.name, ...shown(county.name) }))
    .sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.name.localeCompare(b.name));
  return (
    <figure className="county-map" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        {section.title}: {measure.label}, {section.period}
      </figcaption>
      {section.measures.length > 1 && (
        <fieldset className="county-map-measures">
          <legend>Measure</legend>
          {section.measures.map((entry, index) => (
            <label key={entry.label}>
              <input
                type="radio"
                name={`${captionId}-measure`}
                checked={index === chosen}
                onChange={() => setChosen(index)}
              />
              {entry.label}
            </label>
          ))}
        </fieldset>
      )}
      <svg
        className="county-map-drawing"
        viewBox={`0 0 ${boundaries.width} ${boundaries.height}`}
        role="img"
        aria-label={`Map of Colorado's counties by ${measure.label.toLowerCase()} sales, ${section.period}. The table below lists every county's figure.`}
      >
        <defs>
          <pattern
            id="county-map-hatch"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="#f4f4f5" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#52525b" strokeWidth="2" />
          </pattern>
        </defs>
        {boundaries.counties.map((county) => {
          const { value, flag } = shown(county.name);
          const words = value !== null ? formatValue(value, section.unit) : flag ? FLAG_LABELS[flag].text : 'No figure';
          return (
            <path key={county.fips} d={county.path} fill={fillOf(value, flag, classes)} className="county-map-county">
              <title>{`${county.name}: ${words}${value !== null && flag ? ` (${FLAG_LABELS[flag].text.toLowerCase()})` : ''}`}</title>
            </path>
          );
        })}
      </svg>
      <ul className="county-map-legend" aria-label="Legend">
        {classes.map((entry) => (
          <li key={entry.colour}>
            <Swatch colour={entry.colour} />
            {entry.from === entry.to
              ? formatValue(entry.from, section.unit)
              : `${formatValue(entry.from, section.unit)} to ${formatValue(entry.to, section.unit)}`}
          </li>
        ))}
        <li>
          <span className="county-map-swatch county-map-swatch-hatched" aria-hidden="true" />
          Withheld
        </li>
        <li>
          <Swatch colour={BLANK['no-licensees']} />
          No licensees
        </li>
        <li>
          <span className="county-map-swatch county-map-swatch-blank" aria-hidden="true" />
          No figure
        </li>
      </ul>
      <SectionNotes notes={section.notes} />
      <ShowAsTable
        table={() => (
          <DataTable
            caption={`${section.title}: ${measure.label}, ${section.period}`}
            columns={[{ label: 'County' }, { label: measure.label, unit: section.unit }]}
            rows={rows.map((row) => [row.name, row.value])}
            flags={rows.map((row) => [null, row.flag])}
            flagNotes={flagNotes}
          />
        )}
      />
      {download}
    </figure>
  );
}
