/**
 * The router API the host hands to the admin console through the share scope. It is the host's own
 * router instance (one Router context for host and remote), listed export by export in router-exports.ts so the
 * public pages keep a tree-shaken router; a namespace import of react-router-dom itself would pull the
 * whole library (~60 kB gzip) into `/`.
 * `router-for-remote.spec.ts` checks that every name the admin console imports is listed here.
 */
import * as listedExports from '@/app/admin/router-exports';

export const routerForRemote = { ...listedExports };
