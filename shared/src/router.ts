/**
 * The router API every app uses, and the only module that imports react-router in browser code.
 *
 * The shell and both remotes must share one router (one location context for the whole page), so this module
 * is a federation singleton. A shared module cannot be tree-shaken by its consumers, which do not know what
 * the others use; sharing react-router itself would ship all of it (data routers, server rendering: 61 KB
 * gzipped). Sharing this list instead lets webpack keep only what is named here. A remote that needs another
 * router export adds it here, in a new minor version of `@mwangaza/shared`.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';
