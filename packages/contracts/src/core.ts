/**
 * The zod-free part of the contracts: constants, roles, labels, formatters, error codes and text
 * folding. The web app's first page load imports only this (zod and the wire schemas arrive with
 * the pages that send forms), which keeps the cold home page under its JS budget.
 */
export * from './constants.js';
export * from './errors.js';
export * from './format.js';
export * from './text.js';
export * from './roles.js';
export * from './kit-labels.js';
export * from './kit-limits.js';
export * from './kit-photo.js';
export * from './auction-rules.js';
export * from './flag-labels.js';
export * from './dashboard-labels.js';
export * from './order-labels.js';
export * from './exchange-labels.js';
export * from './platform-setting-catalogue.js';
