/**
 * `react-router-dom` as the browser build resolves it (alias in vite.config.ts): the library itself
 * (react-router-dom only re-exports react-router and its DOM `RouterProvider`), with `Link` and
 * `NavLink` from ./links — the library's own pull its framework-mode prefetching into every page.
 * The same router instance and contexts for the pages and for the admin console (router-exports.ts).
 * Tests and the server build use the package as it is; both render the same markup.
 */
export * from 'react-router';
export { HydratedRouter, RouterProvider } from 'react-router/dom';
export { Link, NavLink } from '@/app/router/links';
