import { fileURLToPath } from 'node:url';

/**
 * React Router's production build. The package's `exports` name only its development build, whose
 * warnings and checks run on every render — in the browser bundle and in the server's renderer alike.
 */
export const reactRouterDist = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);

/** Aliases for vite's `resolve.alias` (the subpath before the package, so it matches first). */
export const reactRouterProduction = {
  'react-router/dom': `${reactRouterDist}dom-export.mjs`,
  'react-router': `${reactRouterDist}index.mjs`,
};
