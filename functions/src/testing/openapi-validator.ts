/**
 * Checks an answer of the data API against its generated OpenAPI document: the operation at the
 * request's path, the status (a listed one), the content type and, for JSON, the body against
 * the answer's JSON Schema (Ajv's draft 2020-12 validator, the dialect OpenAPI 3.1 uses).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '@cannabis-reports/contracts';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

const document = buildOpenApiDocument() as {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: document.components });
const compiled = new Map<object, ValidateFunction>();

/** The JSON Schema with its `#/components/...` references made absolute to the document. */
const absoluteRefs = (schema: object) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object;

function operationAt(method: string, path: string): Operation | undefined {
  const server = document.servers[0].url;
  if (!path.startsWith(server)) return undefined;
  const rest = path.slice(server.length);
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(rest)) return item[method.toLowerCase()];
  }
  return undefined;
}

/** What is wrong with the answer by the document; an empty list when nothing is. */
export function answerProblems(
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: string,
): string[] {
  const operation = operationAt(method, new URL(url, 'http://api.invalid').pathname);
  if (!operation) return [`no operation for ${method} ${url}`];
  const response = operation.responses[String(status)];
  if (!response) return [`status ${status} is not documented for ${method} ${url}`];
  const mediaType = (contentType ?? '').split(';')[0].trim();
  const media = response.content?.[mediaType];
  if (!media) return [`content type ${mediaType || '(none)'} is not documented for ${status}`];
  if (mediaType !== 'application/json') return [];
  let validate = compiled.get(media.schema);
  if (!validate) {
    validate = ajv.compile(absoluteRefs(media.schema));
    compiled.set(media.schema, validate);
  }
  if (validate(JSON.parse(body))) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

export const openApiDocument = document;
