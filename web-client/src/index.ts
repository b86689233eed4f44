export * from './api-client';
export * from './browser-storage';
export * from './app-client';
