/**
 * Compile-time checks of route(), never run: `npm run typecheck` fails when a handler answers a
 * field the endpoint table does not name, or reads a request field the table does not have, so
 * a field renamed in the contract alone fails here. Each refused line is beside its accepted twin.
 */
import { endpoints } from '@cannabis-reports/contracts';
import { Router } from 'express';
import { route } from './route';

const router = Router();

route(router, endpoints.portalSession, [], () => ({ url: 'https://billing.example' }));
// @ts-expect-error the answer's field is `url`
route(router, endpoints.portalSession, [], () => ({ portalUrl: 'https://billing.example' }));

route(router, endpoints.nextBillingDate, [], () => ({ success: true, nextBillingDate: { seconds: 1 } }));
// @ts-expect-error a nested field is held too: `seconds`
route(router, endpoints.nextBillingDate, [], () => ({ success: true, nextBillingDate: { secs: 1 } }));

route(router, endpoints.confirmCheckout, [], ({ body }) => ({ success: body.sessionId !== '', user: null }));
// @ts-expect-error the body's field is `sessionId`
route(router, endpoints.confirmCheckout, [], ({ body }) => ({ success: body.session !== '', user: null }));

route(router, endpoints.userInfo, [], ({ params }) => ({ success: params.uid !== '', data: null }));
// @ts-expect-error the path's parameter is `uid`
route(router, endpoints.userInfo, [], ({ params }) => ({ success: params.id !== '', data: null }));
