import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The workspace packages as the apps' Vite builds import them: straight from the source, so there is
 * no build order between packages. Used by the storefront (browser and server build) and the admin
 * console. A subpath stands before its package, whose key matches the subpath too.
 */
export const packageAliases = {
  '@event-kompass/shared-types': source('shared-types/src/index.ts'),
  '@event-kompass/web-client/month-table': source('web-client/src/month-table.tsx'),
  '@event-kompass/web-client': source('web-client/src/index.ts'),
};
