/**
 * Reliability suite (`npm run test:reliability`): starts the BUILT app (backend/dist) as real
 * processes and kills, stops and restarts them. Needs `npm run build` first.
 */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/reliability/**/*.rel-spec.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
};
