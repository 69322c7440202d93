import { describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, INITIAL_KEY } from './history';

describe('createMemoryHistory', () => {
  it('starts at its first entry with the default key and moves like a browser', () => {
    const history = createMemoryHistory(['/people?q=al#top']);
    expect(history.location).toMatchObject({
      pathname: '/people',
      search: '?q=al',
      hash: '#top',
      key: INITIAL_KEY,
    });
    history.push('/profile/u%201', { from: 'people' });
    expect(history.action).toBe('PUSH');
    expect(history.location).toMatchObject({ pathname: '/profile/u%201', state: { from: 'people' } });
    const pushedKey = history.location.key;
    expect(pushedKey).not.toBe(INITIAL_KEY);
    history.replace('/profile/u2');
    expect(history.action).toBe('REPLACE');
    expect(history.location.key).not.toBe(pushedKey);

    const heard = vi.fn();
    history.listen(heard);
    history.go(-1);
    expect(history.action).toBe('POP');
    expect(history.location.pathname).toBe('/people');
    expect(heard).toHaveBeenCalledTimes(1);
    history.go(-1); // nothing before the first entry
    expect(heard).toHaveBeenCalledTimes(1);
    history.push('/meals'); // drops the entries ahead
    history.go(1);
    expect(history.location.pathname).toBe('/meals');
  });
});

describe('createBrowserHistory', () => {
  it('keeps each entry’s key and state in history.state and hears back and forward', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(history.location).toMatchObject({ pathname: '/start', key: INITIAL_KEY, state: null });
    history.push('/next?x=1', { n: 1 });
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(history.location).toMatchObject({ pathname: '/next', search: '?x=1', state: { n: 1 } });
    const heard = new Promise<void>((resolve) => history.listen(resolve));
    history.go(-1);
    await heard;
    expect(history.action).toBe('POP');
    expect(history.location.pathname).toBe('/start');
    expect(history.location.key).toBe(INITIAL_KEY);
  });

  it('gives an entry a plain #fragment link made a key of its own', async () => {
    window.history.replaceState(null, '', '/page');
    const history = createBrowserHistory();
    history.push('/page?tab=2');
    const heard = new Promise<void>((resolve) => history.listen(resolve));
    window.history.pushState(null, '', '/page?tab=2#main'); // what the browser does for <a href="#main">
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await heard;
    expect(history.location.hash).toBe('#main');
    expect(history.location.key).not.toBe(INITIAL_KEY);
    expect(window.history.state).toMatchObject({ key: history.location.key });
  });
});
