/**
 * The answer of a route of the contract's endpoint table, typed by the table, or its ApiError.
 * Apart from api-client (and Firebase), so the framed demo report, which signs nobody in,
 * reads its answers the same way.
 */
import type { AnswerOf, ApiRoute, EndpointAt } from '@cannabis-reports/contracts';
import { toApiError } from './api-error';

/**
 * The server builds each answer with the table's type (its routes cannot answer anything
 * else), so the answer is taken as the table says, unchecked here: checking it would bring the
 * schemas into the web's first download.
 */
export function readAnswer<Route extends ApiRoute>(response: Response): Promise<AnswerOf<EndpointAt<Route>>>;
export async function readAnswer(response: Response): Promise<unknown> {
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload;
}
