/**
 * The router API the host hands to the admin console through the share scope. It is the host's own
 * router instance (one Router context for host and remote), listed export by export so the public pages
 * keep a tree-shaken router; a namespace import would pull the whole library (~60 kB gzip) into `/`.
 * `router-for-remote.test.ts` checks that every name the admin console imports is listed here.
 */
import {
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';

export const routerForRemote = {
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
};
