/** The public demo: Connecticut weekly, reduced to its last weeks and without filters. */
import type { ReportBuilder } from '../kit/definitions';
import { buildConnecticutWeeks } from '../connecticut-weekly/builder';
import { DESCRIPTION, TITLE } from './text';

export const DEMO_WEEKS = 26;

export const buildDemo: ReportBuilder = (reader) =>
  buildConnecticutWeeks(reader, {}, { title: TITLE, description: DESCRIPTION, reduced: { weeks: DEMO_WEEKS } });
