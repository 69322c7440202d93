import { matchPathPattern, type PathParams } from '@stryd/domain';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
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
  // The entry whose page is on screen: its scroll position is what a later Back returns to.
  const onScreen = useRef(view.location.key);
  useLayoutEffect(() => {
    onScreen.current = view.location.key;
  }, [view]);
  // The entry on its way to the screen (or on it), and whether it was pushed and is still preparing.
  const shown = useRef(history.location);
  const waitingPush = useRef(false);

  /** Shows the history's current entry once it is prepared; says whether it has to wait. */
  const show = useCallback(
    (preventScrollReset?: boolean): boolean => {
      rememberScroll(onScreen.current);
      const target = history.location;
      shown.current = target;
      const commit = () => {
        if (shown.current !== target) return; // a later navigation took over
        waitingPush.current = false;
        startTransition(() => {
          setPending(false);
          setView(viewOf(history, preventScrollReset));
        });
      };
      const wait = prepare?.(target);
      if (!wait) {
        commit();
        return false;
      }
      setPending(true);
      wait.then(commit, commit);
      return true;
    },
    [history, prepare],
  );

  useEffect(() => {
    const onPop = () => {
      waitingPush.current = false;
      show();
    };
    const stop = history.listen(onPop);
    // A back or forward made before this effect ran (children's effects run first).
    if (history.location !== shown.current) onPop();
    return stop;
  }, [history, show]);

  const navigate = useCallback(
    ((to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      // Going where you already are adds no entry, so Back still leaves the page; nor does a page that was
      // never shown because another navigation overtook it while its code loaded.
      const overtaken = waitingPush.current;
      const replace = options.replace || to === pathOf(history.location) || overtaken;
      if (replace) history.replace(to, options.state);
      else history.push(to, options.state);
      const waiting = show(options.preventScrollReset);
      // The entry on its way is one no page has been shown for: pushed now, or in place of such a one.
      waitingPush.current = waiting && (!replace || overtaken);
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
