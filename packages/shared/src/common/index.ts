// What every domain uses: languages and layout constants, field and id schemas, display and text rules.
export * from './constants.js';
export * from './schemas.js';
export * from './display.js';
export * from './richText.js';
export * from './htmlText.js';
export * from './htmlAllowList.js';
export * from './texMath.js';
export * from './routes.js';
