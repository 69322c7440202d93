import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { type NavigateFunction, Router, useNavigate } from './router';
import { forgetScrollPositions } from './scroll-memory';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => {};
function Grab() {
  navigate = useNavigate();
  return <h2 id="reviews">Reviews</h2>;
}

function setup() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const history = createMemoryHistory(['/']);
  render(
    <Router history={history}>
      <Grab />
      <ScrollRestoration />
    </Router>,
  );
  return { history, scrollTo };
}

const scrolledAt = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

beforeEach(() => {
  scrolledAt(0);
  forgetScrollPositions();
  sessionStorage.clear();
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top, and Back returns to where the reader was', async () => {
    const { history, scrollTo } = setup();
    expect(scrollTo).not.toHaveBeenCalled(); // the first page keeps the browser's position
    scrolledAt(640);
    await act(async () => navigate('/people'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledAt(120);
    await act(async () => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the position when asked to, and goes to a #fragment that is on the page', async () => {
    const { scrollTo } = setup();
    await act(async () => navigate('/profile-page?tab=meals', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await act(async () => navigate('/routine#reviews'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps positions across a reload of the tab', async () => {
    const { scrollTo } = setup();
    scrolledAt(300);
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(sessionStorage.getItem('stryd-scroll-positions') ?? '[]')).toContainEqual([
      'default',
      300,
    ]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to the kept position when the tab is loaded again', () => {
    sessionStorage.setItem('stryd-scroll-positions', JSON.stringify([['default', 450]]));
    const { scrollTo } = setup();
    expect(scrollTo).toHaveBeenCalledWith(0, 450);
  });
});
