/** The API contract shared by functions, web, e2e, scripts and data-import. */
export * from './billing';
export * from './catalog';
export * from './billing-account';
export * from './datasets';
export * from './embed';
export * from './errors';
export * from './ids';
export * from './months';
export * from './password-policy';
export * from './report-data';
export * from './reports';
export * from './saved-views';
export * from './source-cadence';
export * from './users';
export * from './endpoint-routes';
export * from './endpoints';
