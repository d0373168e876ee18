/**
 * Registers a route of the contract's endpoint table: its method and path, the route's own
 * middleware in order, then the handler. After the middleware (credential and rate limits come
 * first, as before), the body, query and path parameters are parsed with the table's schemas (a
 * mismatch is a 400), and what the handler returns, typed by the table's answer, is sent as JSON
 * (or as the route's writer writes it: the data API's CSV).
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { AnswerOf, AuthKind, Endpoint, ParsedRequest, PathParams } from '@cannabis-reports/contracts';
import { requireApiKey } from './middleware/require-api-key';
import { requireAuth } from './middleware/require-auth';
import { requireReportToken } from './middleware/require-report-token';
import { parse } from './validation/parse';

export type EndpointHandler<E extends Endpoint> = (
  input: ParsedRequest<E>,
  req: Request<PathParams<E['path']>>,
  res: Response,
) => AnswerOf<E> | Promise<AnswerOf<E>>;

/** How an answer is written: as JSON, unless a route writes another form (the data API's CSV). */
export type AnswerWriter<E extends Endpoint> = (answer: AnswerOf<E>, req: Request, res: Response) => void;

const writeJson = (answer: unknown, _req: Request, res: Response) => {
  res.json(answer);
};

type Middleware<E extends Endpoint> = RequestHandler<PathParams<E['path']>>;

/** The middleware that checks each kind of credential; a route must run it. */
const credentialChecks: Record<AuthKind, RequestHandler | undefined> = {
  none: undefined,
  'id-token': requireAuth,
  // The route checks the sign-in's age itself, after the body (requireAuth reads the token).
  'recent-sign-in': requireAuth,
  'report-token': requireReportToken,
  'api-key': requireApiKey,
};

function parseRequest<E extends Endpoint>(endpoint: E, req: Request): ParsedRequest<E> {
  const params: Record<string, unknown> = { ...req.params };
  for (const [name, schema] of Object.entries(endpoint.params ?? {})) params[name] = parse(schema, req.params[name]);
  return {
    body: endpoint.body && parse(endpoint.body, req.body ?? {}),
    query: endpoint.query && parse(endpoint.query, req.query),
    params,
  } as ParsedRequest<E>;
}

export function route<E extends Endpoint>(
  router: Router,
  endpoint: E,
  middleware: Middleware<E>[],
  handler: EndpointHandler<E>,
  write: AnswerWriter<E> = writeJson,
): void {
  const check = credentialChecks[endpoint.auth];
  // A route whose table entry names a credential cannot be registered without its check.
  if (check && !middleware.includes(check as Middleware<E>))
    throw new Error(`${endpoint.method} ${endpoint.path} takes ${endpoint.auth} but does not check it`);
  const answer: Middleware<E> = async (req, res) => {
    write(await handler(parseRequest(endpoint, req), req, res), req, res);
  };
  if (endpoint.method === 'GET') router.get(endpoint.path, ...middleware, answer);
  else router.post(endpoint.path, ...middleware, answer);
}
