export * from './api-client';
export * from './app-client';
