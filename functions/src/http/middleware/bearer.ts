import type { Request } from 'express';

const BEARER = /^Bearer ([A-Za-z0-9._-]{1,4096})$/;

/** The credential of an `Authorization: Bearer <token>` header, or undefined when there is none or it is malformed. */
export const bearerToken = (req: Request): string | undefined => BEARER.exec(req.get('authorization') ?? '')?.[1];
