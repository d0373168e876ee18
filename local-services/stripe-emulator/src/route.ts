/**
 * The shape of a /v1 route. A leaf module: the route tables (api-*.ts) and the router
 * (api.ts) both need it, and neither may import the other for it.
 */
import type { Emulator } from './emulator';
import type { Params } from './params';

export interface RouteContext {
  core: Emulator;
  params: Params;
  /** The path's captured ids, in order. */
  ids: string[];
  path: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle: (context: RouteContext) => object;
}
