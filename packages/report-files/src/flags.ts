/** How the viewer writes a flagged figure: a word where there is no figure, a mark beside a qualified one. */
import type { FigureFlag } from '@cannabis-reports/contracts';

export const FLAG_LABELS: Record<FigureFlag, { mark: string; text: string; general: string }> = {
  withheld: { mark: '†', text: 'Withheld', general: 'Withheld by the publisher for confidentiality.' },
  'no-licensees': { mark: '‡', text: 'No licensees', general: 'No licensees of this kind.' },
  'not-published': { mark: '§', text: 'Not published', general: 'Not in the source for this period.' },
  incomplete: { mark: '*', text: 'Incomplete', general: 'The source marks this period as incomplete.' },
  partial: { mark: '°', text: 'Partial', general: 'Covers only part of what its label says.' },
  suspect: {
    mark: '!',
    text: 'Probable source error',
    general: 'Far outside its series: left out of the chart; the note gives the source’s figure.',
  },
  'series-break': {
    mark: '≠',
    text: 'Series break',
    general: 'Compares figures across a break in the series, where the source changes what it counts: left out.',
  },
};

/** The flags used, in a stable order, for the notes under a table. */
export function flagsUsed(flags: Array<FigureFlag | null | undefined>): FigureFlag[] {
  const used = new Set(flags.filter((flag): flag is FigureFlag => Boolean(flag)));
  return (Object.keys(FLAG_LABELS) as FigureFlag[]).filter((flag) => used.has(flag));
}
