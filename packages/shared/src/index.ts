// The contract of server and web, one folder per domain (the same names as the server's modules and the
// web's features); `common` holds what every domain uses, `errors.ts` the one error registry.
export * from './errors.js';
export * from './common/index.js';
export * from './accounts/index.js';
export * from './site/index.js';
export * from './authoring/index.js';
export * from './delivery/index.js';
export * from './results/index.js';
export * from './billing/index.js';
export * from './ai/index.js';
export * from './routeTable.js';
export * from './routeRefs/index.js';
