export { createBrowserHistory, createMemoryHistory, type History, type Location } from './history';
export { isLinkActive, Link, type LinkProps, Navigate, NavLink } from './links';
export {
  type NavigateFunction,
  type PrepareNavigation,
  type RouteDefinition,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
} from './router';
export { ScrollRestoration } from './scroll-restoration';
