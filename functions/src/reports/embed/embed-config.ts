/** The report-provider contract on the server: who issues the embed configuration the contracts define. */
import type { EmbedConfig } from '@cannabis-reports/contracts';
import type { CatalogEntry } from '../catalog';

export interface ReportProvider {
  /** The embed configuration of a catalogue entry, for a user already known to be allowed to read it. */
  embed(entry: CatalogEntry, uid: string): Promise<EmbedConfig>;
}
