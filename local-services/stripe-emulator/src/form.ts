/**
 * Stripe's request encoding: form fields whose keys nest with brackets. `metadata[uid]=x` is
 * a map, `line_items[0][price]=p` a list of maps, and `expand[]=a` (or the SDK's `expand[0]=a`)
 * a list. Query strings use the same encoding.
 */
import { invalidParam } from './errors';

export type Param = string | Param[] | ParamMap;
export interface ParamMap {
  [key: string]: Param;
}

function keyPath(rawKey: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
  if (!match) return [rawKey];
  return [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((segment) => segment[1])];
}

function assign(root: ParamMap, rawKey: string, value: string): void {
  const path = keyPath(rawKey);
  let node = root;
  path.forEach((segment, depth) => {
    // `[]` appends: the next free index of this level.
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    const last = depth === path.length - 1;
    const existing = node[key];
    if (last) {
      if (existing !== undefined && typeof existing !== 'string') throw invalidParam(rawKey, `Invalid hash`);
      node[key] = value;
      return;
    }
    if (existing === undefined) node[key] = {};
    else if (typeof existing === 'string') throw invalidParam(rawKey, `Invalid hash`);
    node = node[key] as ParamMap;
  });
}

/** Maps keyed 0..n-1 become lists; metadata keeps whatever keys it was given. */
function withLists(node: Param, key = ''): Param {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const entries = Object.entries(node).map(([k, v]) => [k, withLists(v, k)] as const);
  const indexes = entries.map(([k]) => k);
  const isList =
    key !== 'metadata' &&
    indexes.length > 0 &&
    indexes.every((k) => /^(0|[1-9]\d*)$/.test(k) && Number(k) < indexes.length);
  if (isList) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}

export function parseForm(text: string): ParamMap {
  const root: ParamMap = {};
  for (const [rawKey, value] of new URLSearchParams(text)) assign(root, rawKey, value);
  return withLists(root) as ParamMap;
}
