/**
 * The data API's OpenAPI 3.1 document, generated from the endpoint table: every `/v1/` route
 * with the JSON Schema of its path parameters, query and answer as zod writes them
 * (`toJSONSchema`, draft 2020-12, the dialect OpenAPI 3.1 uses). Nothing in it is written by
 * hand but the words, so a field changed in a schema changes the document with it.
 */
import { toJSONSchema, type core } from 'zod/mini';
import { apiErrorBodySchema } from './errors';
import { endpoints, type Endpoint, type Endpoints } from './endpoints';

type JsonSchema = Record<string, unknown>;
type DataApiName = {
  [Name in keyof Endpoints]: Endpoints[Name]['path'] extends `/v1/${string}` ? Name : never;
}[keyof Endpoints];

/** What each operation does, in words (the schemas say what it takes and answers). */
const SUMMARIES: Record<DataApiName, string> = {
  apiOpenApi: 'This document.',
  apiDatasets: 'The datasets: attribution, periods, markets and when each was last checked and changed.',
  apiDatasetRows:
    "A dataset's rows, filtered by market (a US state, a Canadian province or territory, or Canada) and months, a page at a time.",
  apiReports: 'The built-in reports, by id.',
  apiReportFigures: "A report's figures: every chart, table and map as data, with its sources and notes.",
  apiAnnotations:
    'The dated events of each market the charts mark (first legal sales, a closure, a regulator changing its report, a series break), each with its source. Public: no key needed.',
};

/** The statuses a keyed route may answer besides 200, each with the one error body. */
const KEYED_ERRORS = {
  '400': 'Invalid parameters (`code` says which rule).',
  '401': 'No key, a malformed key, or a key that was revoked or never existed (`api_key_invalid`).',
  '403': "The key's owner has no paid access now (`not_paid`).",
  '404': 'No such dataset or report, or no data for it yet.',
  '409': 'The cursor is of a version replaced since (`cursor_stale`): start again without it.',
  '429':
    "Past the rate limit (`rate_limited`) or daily quota (`quota_exceeded`) of the key's owner over all their keys (a team's over its keys and every member's): see Retry-After.",
  '503':
    'Busy for a moment (`busy`), or loading as many older versions for `asOf` as it can at once (`versions_busy`): see Retry-After.',
} as const;

const RATE_HEADERS = {
  RateLimit: {
    description:
      'What is left of each policy: `"minute";r=59;t=42, "day";r=4999;t=3600` (IETF httpapi-ratelimit-headers).',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The policies: `"minute";q=60;w=60, "day";q=5000;w=86400`.',
    schema: { type: 'string' },
  },
};

function jsonSchema(schema: core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  return rest as JsonSchema;
}

/** Express's `/datasets/:datasetId/rows` as OpenAPI's `/datasets/{datasetId}/rows`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const path = Object.entries(endpoint.params ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(schema, 'input'),
  }));
  const query = endpoint.query ? jsonSchema(endpoint.query, 'input') : {};
  const required = new Set((query.required as string[] | undefined) ?? []);
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  const queries = Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(description ? { description } : {}),
    schema,
  }));
  return [...path, ...queries];
}

function operationOf(name: DataApiName, endpoint: Endpoint): JsonSchema {
  const takesCsv = parametersOf(endpoint).some((parameter) => parameter.name === 'format');
  const keyed = endpoint.auth === 'api-key';
  const content: JsonSchema = { 'application/json': { schema: jsonSchema(endpoint.answer, 'output') } };
  if (takesCsv) content['text/csv'] = { schema: { type: 'string' } };
  // A public route that takes parameters may still refuse them.
  const publicErrors = parametersOf(endpoint).length
    ? { '400': KEYED_ERRORS['400'], '429': KEYED_ERRORS['429'] }
    : { '429': KEYED_ERRORS['429'] };
  const errors = Object.entries(keyed ? KEYED_ERRORS : publicErrors).map(([status, description]) => [
    status,
    { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  ]);
  return {
    operationId: name,
    summary: SUMMARIES[name],
    ...(keyed ? {} : { security: [] }),
    parameters: parametersOf(endpoint),
    responses: {
      '200': { description: 'OK', ...(keyed ? { headers: RATE_HEADERS } : {}), content },
      ...Object.fromEntries(errors),
    },
  };
}

const isDataApi = (name: string): name is DataApiName => endpoints[name as keyof Endpoints].path.startsWith('/v1/');

export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const name of Object.keys(endpoints).filter(isDataApi)) {
    const endpoint: Endpoint = endpoints[name];
    paths[openApiPath(endpoint.path)] = { [endpoint.method.toLowerCase()]: operationOf(name, endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cannabis Market Reports data API',
      version: '1',
      description:
        'The datasets and report figures behind the product, for paying subscribers. Send a key made on your profile page as `Authorization: Bearer <key>`.',
    },
    servers: [{ url: '/api' }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'crk_<id>_<secret>' } },
      schemas: { Error: jsonSchema(apiErrorBodySchema, 'output') },
    },
  };
}
