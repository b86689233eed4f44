export * from './api-client';
export * from './app-client';
export * from './month-table';
