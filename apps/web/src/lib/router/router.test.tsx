import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryHistory,
  Link,
  Navigate,
  NavLink,
  type PrepareNavigation,
  type RouteDefinition,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
} from '.';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Progress() {
  return <p data-testid="navigation">{useNavigation().state}</p>;
}

function Params() {
  return <p data-testid="params">{JSON.stringify(useParams())}</p>;
}

function draw(routes: RouteDefinition[], url = '/', prepare?: PrepareNavigation) {
  const history = createMemoryHistory([url]);
  render(
    <Router history={history} prepare={prepare}>
      <Progress />
      <Where />
      <Routes routes={routes} />
    </Router>,
  );
  return { history, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;

describe('Routes', () => {
  it('draws the first matching route and hands it the decoded params', () => {
    draw(
      [
        { path: '/stryd/:userID/:routineName', element: <Params /> },
        { path: '*', element: <p>anything</p> },
      ],
      '/stryd/u1/Leg%20Day',
    );
    expect(screen.getByTestId('params').textContent).toBe('{"userID":"u1","routineName":"Leg Day"}');
    expect(screen.queryByText('anything')).not.toBeInTheDocument();
  });

  it('draws nothing when no route matches', () => {
    draw([{ path: '/only', element: <p>only</p> }], '/else');
    expect(screen.queryByText('only')).not.toBeInTheDocument();
  });
});

describe('Link', () => {
  it('moves within the app on a plain click and leaves modified clicks to the browser', async () => {
    const { history, user } = draw([{ path: '*', element: <Link to="/people?q=al">People</Link> }]);
    const link = screen.getByRole('link', { name: 'People' });
    expect(link).toHaveAttribute('href', '/people?q=al');
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(history.location.pathname).toBe('/');
    await user.click(link);
    expect(where()).toBe('/people?q=al');
    expect(history.action).toBe('PUSH');
  });

  it('to the page already shown replaces the entry instead of adding one', async () => {
    const { history, user } = draw([{ path: '*', element: <Link to="/">Home</Link> }]);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(history.action).toBe('REPLACE');
  });
});

describe('NavLink', () => {
  it.each([
    ['/people', '/people', false, true],
    ['/people', '/people/', false, true],
    ['/profile', '/profile/u1', false, true],
    ['/profile', '/profile/u1', true, false],
    ['/', '/people', true, false],
    ['/', '/people', false, false],
    ['/', '/', false, true],
    ['/profile', '/profile-page', false, false],
  ])('to %s at %s (end %s) is current: %s', (to, url, end, current) => {
    draw(
      [
        {
          path: '*',
          element: (
            <NavLink to={to} end={end} className={({ isActive }) => (isActive ? 'on' : 'off')}>
              {({ isActive }) => `Link ${isActive ? 'here' : 'elsewhere'}`}
            </NavLink>
          ),
        },
      ],
      url,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveClass(current ? 'on' : 'off');
    expect(link).toHaveTextContent(current ? 'Link here' : 'Link elsewhere');
    if (current) expect(link).toHaveAttribute('aria-current', 'page');
    else expect(link).not.toHaveAttribute('aria-current');
  });
});

describe('Navigate', () => {
  it('from the first page drawn goes on to its target', async () => {
    const { history } = draw(
      [
        { path: '/old', element: <Navigate to="/new?x=1" replace /> },
        { path: '/new', element: <p>new page</p> },
      ],
      '/old',
    );
    expect(await screen.findByText('new page')).toBeInTheDocument();
    expect(where()).toBe('/new?x=1');
    expect(history.action).toBe('REPLACE');
  });
});

describe('navigating', () => {
  function Buttons() {
    const navigate = useNavigate();
    return (
      <>
        <button type="button" onClick={() => navigate('/slow')}>
          slow
        </button>
        <button type="button" onClick={() => navigate('/fast')}>
          fast
        </button>
        <button type="button" onClick={() => navigate(-1)}>
          back
        </button>
      </>
    );
  }

  it('keeps the page on screen while the next one prepares, then shows it', async () => {
    let ready: () => void = () => {};
    const prepare = vi.fn<PrepareNavigation>(({ pathname }) =>
      pathname === '/slow' ? new Promise<void>((resolve) => (ready = resolve)) : undefined,
    );
    const { history, user } = draw(
      [
        { path: '/slow', element: <p>slow page</p> },
        { path: '*', element: <Buttons /> },
      ],
      '/',
      prepare,
    );
    await user.click(screen.getByRole('button', { name: 'slow' }));
    expect(history.location.pathname).toBe('/slow'); // the address moves at once
    expect(where()).toBe('/'); // the page does not, yet
    expect(screen.getByTestId('navigation')).toHaveTextContent('loading');
    await act(async () => ready());
    expect(screen.getByText('slow page')).toBeInTheDocument();
    expect(screen.getByTestId('navigation')).toHaveTextContent('idle');
  });

  it('a navigation made while another prepares wins', async () => {
    let slowReady: () => void = () => {};
    const prepare: PrepareNavigation = ({ pathname }) =>
      pathname === '/slow' ? new Promise<void>((resolve) => (slowReady = resolve)) : undefined;
    const { history, user } = draw(
      [
        { path: '/slow', element: <p>slow page</p> },
        { path: '/fast', element: <p>fast page</p> },
        { path: '*', element: <Buttons /> },
      ],
      '/',
      prepare,
    );
    await user.click(screen.getByRole('button', { name: 'slow' }));
    await user.click(screen.getByRole('button', { name: 'fast' }));
    expect(screen.getByText('fast page')).toBeInTheDocument();
    await act(async () => slowReady());
    expect(screen.getByText('fast page')).toBeInTheDocument();
    expect(where()).toBe('/fast');
    // The page never shown leaves no entry behind: Back goes to where the visitor was.
    expect(history.action).toBe('REPLACE');
    act(() => history.go(-1));
    expect(where()).toBe('/');
  });

  it('back goes to the entry before and the router follows', async () => {
    const { user } = draw([
      { path: '/slow', element: <Buttons /> },
      { path: '*', element: <Buttons /> },
    ]);
    await user.click(screen.getAllByRole('button', { name: 'slow' })[0]!);
    expect(where()).toBe('/slow');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(where()).toBe('/');
  });
});

describe('useSearchParams', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p data-testid="muscle">{params.get('muscle') ?? 'any'}</p>
        <button
          type="button"
          onClick={() =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('muscle', 'Chest');
                return next;
              },
              { replace: true },
            )
          }
        >
          chest
        </button>
        <button type="button" onClick={() => setParams({})}>
          clear
        </button>
      </>
    );
  }

  it('reads the query and sets it from the current one, keeping the path', async () => {
    const { history, user } = draw([{ path: '*', element: <Filters /> }], '/exercises?q=row');
    expect(screen.getByTestId('muscle')).toHaveTextContent('any');
    await user.click(screen.getByRole('button', { name: 'chest' }));
    expect(where()).toBe('/exercises?q=row&muscle=Chest');
    expect(history.action).toBe('REPLACE');
    expect(screen.getByTestId('muscle')).toHaveTextContent('Chest');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(where()).toBe('/exercises');
    expect(history.action).toBe('PUSH');
  });
});

describe('outside a router', () => {
  it('says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Where />)).toThrow('inside <Router>');
  });
});
