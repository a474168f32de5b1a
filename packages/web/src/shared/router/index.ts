/**
 * The app's router (decisions/0125): React Router's API as the app uses it — the route table with lazy
 * chunks and loaders, links, hooks — in a few kilobytes rather than its 28 KB (brotli) on every page.
 */
export {
  Link,
  type LinkProps,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from './components';
export { matchPath, type Params, type PathMatch, type RouteObject } from './matching';
export { createBrowserRouter, type Location, type NavigateOptions, type Router, type To } from './router';
