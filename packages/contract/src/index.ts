export * from './api-paths.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './messages.ts';
export * from './system.ts';
export * from './users.ts';
export * from './licenses.ts';
