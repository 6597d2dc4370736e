// Blueprints (issue 23): sections and draw rules, the wire's schemas, drawing a paper, Go Live's checks and
// a paper's marks.
export * from './model.js';
export * from './schemas.js';
export * from './draw.js';
export * from './marks.js';
