import type { CurrentUser } from '@stryd/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { setDeviceCookie } from '../test/device-cookie';
import { mockApi, TEST_USER } from '../test/fetch-mock';
import { testQueryClient } from '../test/render';
import { ME_QUERY_KEY, type MeResponse } from './session';
import { ThemeProvider } from './theme';
import { useWeightUnit } from './weight-unit';

function Unit({ label, seen = [] }: { label: string; seen?: string[] }) {
  const [unit, choose] = useWeightUnit();
  seen.push(unit);
  return (
    <button type="button" aria-label={label} onClick={() => choose(unit === 'kg' ? 'lb' : 'kg')}>
      {unit}
    </button>
  );
}

/** A query client that knows who is signed in (null: a visitor). */
function clientFor(user: CurrentUser | null): QueryClient {
  const client = testQueryClient();
  client.setQueryData<MeResponse>(ME_QUERY_KEY, { user });
  return client;
}

const within = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

/** Inside the theme provider, where the app keeps the device and the account in step. */
const renderInApp = (client: QueryClient) =>
  render(
    <ThemeProvider>
      <Unit label="unit" />
    </ThemeProvider>,
    { wrapper: within(client) },
  );

const meOf = (client: QueryClient) => client.getQueryData<MeResponse>(ME_QUERY_KEY)?.user;

describe('useWeightUnit for a visitor', () => {
  it('is kg until one is picked, and keeps the pick in the stryd-unit cookie', () => {
    render(<Unit label="unit" />, { wrapper: within(clientFor(null)) });
    expect(screen.getByRole('button')).toHaveTextContent('kg');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    expect(document.cookie).toContain('stryd-unit=lb');
  });

  it('reads the cookie the device already has', () => {
    setDeviceCookie('stryd-unit=lb; Path=/');
    render(<Unit label="unit" />, { wrapper: within(clientFor(null)) });
    expect(screen.getByRole('button')).toHaveTextContent('lb');
  });

  it('changes everywhere it is shown at once', () => {
    render(
      <>
        <Unit label="card" />
        <Unit label="history" />
      </>,
      { wrapper: within(clientFor(null)) },
    );
    act(() => screen.getByRole('button', { name: 'card' }).click());
    expect(screen.getByRole('button', { name: 'history' })).toHaveTextContent('lb');
  });

  it('reads the device once for all the parts a render draws, and afresh at the next render', async () => {
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get');
    const parts = () => (
      <>
        {['a', 'b', 'c', 'd', 'e', 'f'].map((label) => (
          <Unit key={label} label={label} />
        ))}
      </>
    );
    const { rerender } = render(parts(), { wrapper: within(clientFor(null)) });
    // React asks every part at each render and again as it commits: once per task, not each time.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
    reads.mockRestore();
    // Another tab picked lb (the cookie fires no event): the next render here shows it.
    setDeviceCookie('stryd-unit=lb; Path=/');
    await Promise.resolve();
    rerender(parts());
    expect(screen.getByRole('button', { name: 'f' })).toHaveTextContent('lb');
  });

  it('a page drawn without the cookie shows kg and is taken over as drawn; the device’s lb follows', () => {
    setDeviceCookie('stryd-unit=lb; Path=/');
    const client = clientFor(null);
    const Wrapper = within(client);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <Wrapper>
        <Unit label="unit" />
      </Wrapper>,
    );
    expect(container).toHaveTextContent('kg');
    const seen: string[] = [];
    const mismatches: unknown[] = [];
    render(<Unit label="unit" seen={seen} />, {
      container,
      hydrate: true,
      wrapper: Wrapper,
      onRecoverableError: (error) => mismatches.push(error),
    });
    expect(seen[0]).toBe('kg');
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    expect(mismatches).toEqual([]);
  });
});

describe('useWeightUnit for a signed-in member', () => {
  it("shows the account's unit over the device's, and draws it on the server too", () => {
    setDeviceCookie('stryd-unit=kg; Path=/');
    const client = clientFor({ ...TEST_USER, weightUnit: 'lb' });
    render(<Unit label="unit" />, { wrapper: within(client) });
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    const Wrapper = within(client);
    expect(
      renderToString(
        <Wrapper>
          <Unit label="drawn" />
        </Wrapper>,
      ),
    ).toContain('>lb<');
  });

  it('saves a pick to the account at once, and to the device', async () => {
    const requests = mockApi({ user: TEST_USER });
    const client = clientFor(TEST_USER);
    render(<Unit label="unit" />, { wrapper: within(client) });
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    expect(document.cookie).toContain('stryd-unit=lb');
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PUT',
        path: '/api/me/display-preferences',
        body: { weightUnit: 'lb' },
      }),
    );
    await waitFor(() => expect(meOf(client)?.weightUnit).toBe('lb'));
  });

  it('goes back to the account’s unit when saving fails', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'PUT /api/me/display-preferences': () =>
          new Response(JSON.stringify({ code: 'INTERNAL', message: 'no' }), { status: 500 }),
      },
    });
    const client = clientFor(TEST_USER);
    render(<Unit label="unit" />, { wrapper: within(client) });
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('kg'));
    expect(meOf(client)?.weightUnit).toBe('kg');
  });

  it('carries an lb this device picked before over to an account still on kg, once', async () => {
    localStorage.setItem('stryd.weightUnit', 'lb');
    const requests = mockApi({ user: TEST_USER });
    const client = clientFor(TEST_USER);
    renderInApp(client);
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    await waitFor(() => expect(meOf(client)?.weightUnit).toBe('lb'));
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/me/display-preferences', body: { weightUnit: 'lb' } },
    ]);
    expect(localStorage.getItem('stryd.weightUnit')).toBeNull();
  });

  it('leaves an account that already chose alone', async () => {
    localStorage.setItem('stryd.weightUnit', 'kg');
    localStorage.setItem('stryd.displayPrefsMigrated', '1');
    const requests = mockApi({ user: { ...TEST_USER, weightUnit: 'lb' } });
    renderInApp(clientFor({ ...TEST_USER, weightUnit: 'lb' }));
    expect(screen.getByRole('button')).toHaveTextContent('lb');
    // The device follows the account, so a page drawn for it next time says lb too.
    await waitFor(() => expect(document.cookie).toContain('stryd-unit=lb'));
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});
