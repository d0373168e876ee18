/**
 * The Power BI reports an operator configures (POWERBI_REPORTS), read as catalogue entries.
 * A value that is not a list of { label, workspaceId, reportId } configures none: a typo must
 * not take the built-in reports down with it (the problem is logged).
 */
import { z } from 'zod/mini';

export interface PowerBiReport {
  /** The catalogue's id: `powerbi-` and the report's id, lower case. */
  id: string;
  label: string;
  workspaceId: string;
  reportId: string;
}

/** Power BI's workspace and report ids are GUIDs. */
const guid = z.string().check(z.regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, 'must be a GUID'));
const configuredSchema = z.array(
  z.object({ label: z.string().check(z.minLength(1), z.maxLength(60)), workspaceId: guid, reportId: guid }),
);

export function parsePowerBiReports(value: string): { reports: PowerBiReport[]; problem?: string } {
  if (!value.trim()) return { reports: [] };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { reports: [], problem: 'POWERBI_REPORTS is not JSON' };
  }
  const parsed = configuredSchema.safeParse(json);
  if (!parsed.success) return { reports: [], problem: `POWERBI_REPORTS: ${parsed.error.issues[0]?.message}` };
  const reports = parsed.data.map((entry) => ({ ...entry, id: `powerbi-${entry.reportId.toLowerCase()}` }));
  if (new Set(reports.map((report) => report.id)).size !== reports.length)
    return { reports: [], problem: 'POWERBI_REPORTS names a report twice' };
  return { reports };
}
