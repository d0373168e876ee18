/**
 * The data API as the server reads it: one GET with the user's key, the answer parsed, and a
 * refusal turned into an error that carries the API's own code and words, so the assistant
 * tells its user what the API said (a revoked key, a spent quota) rather than guessing.
 */
import type { ApiRoute } from '@cannabis-reports/contracts';

export interface DataApiSettings {
  /** The API's base address as /developers gives it, e.g. 'https://example.com/api'. */
  apiBase: string;
  apiKey: string;
}

export class DataApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A route's path with its parameters filled in, e.g. '/v1/datasets/:datasetId/rows'. */
export function pathOf(route: ApiRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(value);
  });
}

export async function getJson<T>(
  { apiBase, apiKey }: DataApiSettings,
  route: ApiRoute,
  params: Record<string, string>,
  query: Record<string, string | number | undefined>,
): Promise<T> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const address = `${apiBase.replace(/\/$/, '')}${pathOf(route, params)}${search.size ? `?${search}` : ''}`;
  let response: Response;
  try {
    response = await fetch(address, { headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' } });
  } catch (error) {
    // Said with the address, so a wrong CANNABIS_REPORTS_API_BASE is seen at once.
    throw new DataApiError(0, 'api_unreachable', `Could not reach ${apiBase}: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) {
    let body: { code?: string; error?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Not the API's JSON error (a proxy's page): the status is all there is to say.
    }
    throw new DataApiError(response.status, body.code ?? 'http_error', body.error ?? `HTTP ${response.status}`);
  }
  return JSON.parse(text) as T;
}
