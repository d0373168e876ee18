/**
 * The built-in provider's embed tokens: a short-lived HMAC-SHA256 signed statement "this
 * user may read this report until then", verified by the report data API. Not a JWT
 * library: three fields, one algorithm, nothing to negotiate.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ReportTokenClaims {
  /** Report id the token opens. */
  rid: string;
  /** The user it was issued to. */
  sub: string;
  /** Expiry, unix seconds. */
  exp: number;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const signature = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function signReportToken(claims: ReportTokenClaims, secret: string): string {
  const payload = encode(JSON.stringify(claims));
  return `${payload}.${encode(signature(payload, secret))}`;
}

/** The claims of a genuine, unexpired token for `reportId`; undefined for anything else. */
export function verifyReportToken(
  token: string,
  reportId: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): ReportTokenClaims | undefined {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length) return undefined;
  const expected = signature(payload, secret);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReportTokenClaims;
    if (claims.rid !== reportId || typeof claims.sub !== 'string' || !(claims.exp > nowSeconds)) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
