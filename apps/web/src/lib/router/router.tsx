import { matchPathPattern, type PathParams } from '@stryd/domain';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type History, type HistoryAction, type Location, pathOf } from './history';
import { rememberScroll } from './scroll-memory';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a tab switch within a page, say) instead of starting at the top. */
  preventScrollReset?: boolean;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Back (-1) or forward through the history. */
  (delta: number): void;
}

/** What the screen shows: the location the last committed navigation reached, and how. */
export interface RouterView {
  location: Location;
  action: HistoryAction;
  preventScrollReset: boolean;
}

interface RouterContextValue extends RouterView {
  navigate: NavigateFunction;
  /** A navigation is under way: the next page's code or data is loading. */
  pending: boolean;
}

const RouterContext = createContext<RouterContextValue | null>(null);
const ParamsContext = createContext<PathParams>({});

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links must be used inside <Router>');
  return router;
}

function viewOf(history: History, preventScrollReset = false): RouterView {
  return { location: history.location, action: history.action, preventScrollReset };
}

/** What a navigation to a location must wait for before it is shown (a page's code), if anything. */
export type PrepareNavigation = (location: Location) => Promise<unknown> | undefined;

/**
 * Gives the app its location and a way to move. A navigation first waits for what `prepare` says the next
 * location needs (its page's code): the page on screen stays, and stays usable, while useNavigation says
 * a navigation is under way. The next view is then drawn as a transition, in slices a slow phone can
 * answer input between.
 */
export function Router({
  history,
  prepare,
  children,
}: {
  history: History;
  prepare?: PrepareNavigation;
  children: ReactNode;
}) {
  const [view, setView] = useState(() => viewOf(history));
  const [pending, setPending] = useState(false);
  // The entry on screen, or on its way, when the URL changes: its scroll position is kept for a later Back.
  const shown = useRef(history.location);

  const show = useCallback(
    (preventScrollReset?: boolean) => {
      rememberScroll(shown.current.key);
      const target = history.location;
      shown.current = target;
      const commit = () => {
        if (shown.current !== target) return; // a later navigation took over
        startTransition(() => {
          setPending(false);
          setView(viewOf(history, preventScrollReset));
        });
      };
      const wait = prepare?.(target);
      if (!wait) return commit();
      setPending(true);
      wait.then(commit, commit);
    },
    [history, prepare],
  );
  useEffect(() => {
    const stop = history.listen(() => show());
    // A back or forward made before this effect ran (children's effects run first).
    if (history.location !== shown.current) show();
    return stop;
  }, [history, show]);

  const navigate = useCallback(
    ((to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      // Going where you already are adds no entry, so Back still leaves the page.
      const replace = options.replace || to === pathOf(history.location);
      if (replace) history.replace(to, options.state);
      else history.push(to, options.state);
      show(options.preventScrollReset);
    }) as NavigateFunction,
    [history, show],
  );

  const value = useMemo(() => ({ ...view, navigate, pending }), [view, navigate, pending]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export interface RouteDefinition {
  /** An absolute pattern ('/stryd/:userID/:routineName') or '*' for any path. */
  path: string;
  element: ReactNode;
}

/** Draws the first route, in table order, whose pattern matches the location; its params go to useParams. */
export function Routes({ routes }: { routes: readonly RouteDefinition[] }) {
  const { pathname } = useRouter().location;
  for (const route of routes) {
    const params = matchPathPattern(route.path, pathname);
    if (params) return <ParamsContext value={params}>{route.element}</ParamsContext>;
  }
  return null;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** The router's view with how it was reached, for scroll restoration. */
export function useRouterView(): RouterView {
  const { location, action, preventScrollReset } = useRouter();
  return { location, action, preventScrollReset };
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useNavigation(): { state: 'idle' | 'loading' } {
  return { state: useRouter().pending ? 'loading' : 'idle' };
}

export function useParams(): Readonly<Partial<PathParams>> {
  return useContext(ParamsContext);
}

type SearchParamsInit = URLSearchParams | Record<string, string>;
type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query as URLSearchParams, and a way to set it (a navigation that keeps the path). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { pathname } = location;
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, pathname, params],
  );
  return [params, setParams];
}
