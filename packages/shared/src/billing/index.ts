// Plans, payments, checkout, renewals, plan limits, package usage, paid assessments.
export * from './plans.js';
export * from './payments.js';
export * from './planRules.js';
export * from './routes.js';
