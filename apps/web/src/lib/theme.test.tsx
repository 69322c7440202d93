import type { CurrentUser } from '@stryd/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setDeviceCookie } from '../test/device-cookie';
import { mockApi, TEST_USER } from '../test/fetch-mock';
import { testQueryClient } from '../test/render';
import { ME_QUERY_KEY, type MeResponse } from './session';
import { ThemeProvider, useTheme } from './theme';

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

/** The provider as the app mounts it, with who is signed in (null: a visitor). */
function renderProvider(user: CurrentUser | null = null) {
  const client = testQueryClient();
  client.setQueryData<MeResponse>(ME_QUERY_KEY, { user });
  const result = render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <Probe />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

function QueryOnly({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

describe('ThemeProvider', () => {
  it('is dark when nothing is stored, and marks the page', () => {
    renderProvider();
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('honours a stored light theme', () => {
    localStorage.setItem('theme', 'light');
    renderProvider();
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(document.body).toHaveAttribute('data-theme', 'light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it.each(['', 'Light', 'blue', '"dark"', 'null'])('ignores a stored %j and uses dark', (stored) => {
    localStorage.setItem('theme', stored);
    renderProvider();
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('still works when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    renderProvider();
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('toggle flips the theme, saves it under "theme" and in the stryd-theme cookie, and sets body[data-theme]', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.cookie).toContain('stryd-theme=light');
    expect(document.body).toHaveAttribute('data-theme', 'light');
    await user.click(screen.getByRole('button'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).toContain('stryd-theme=dark');
    expect(document.body).toHaveAttribute('data-theme', 'dark');
  });

  it("a visitor's stryd-theme cookie wins over what was stored before it", () => {
    localStorage.setItem('theme', 'dark');
    setDeviceCookie('stryd-theme=light; Path=/');
    renderProvider();
    expect(screen.getByRole('button')).toHaveTextContent('light');
  });

  it("a signed-in member gets the account's theme, and the device follows it", async () => {
    localStorage.setItem('stryd.displayPrefsMigrated', '1');
    setDeviceCookie('stryd-theme=dark; Path=/');
    mockApi({ user: { ...TEST_USER, theme: 'light' } });
    renderProvider({ ...TEST_USER, theme: 'light' });
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(document.body).toHaveAttribute('data-theme', 'light');
    await waitFor(() => expect(document.cookie).toContain('stryd-theme=light'));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it("a signed-in member's toggle is saved to the account", async () => {
    const requests = mockApi({ user: TEST_USER });
    const user = userEvent.setup();
    const { client } = renderProvider(TEST_USER);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('light');
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PUT',
        path: '/api/me/display-preferences',
        body: { theme: 'light' },
      }),
    );
    await waitFor(() => expect(client.getQueryData<MeResponse>(ME_QUERY_KEY)?.user?.theme).toBe('light'));
  });

  it('useTheme outside the provider throws the exact message', () => {
    // React reports the thrown render error through console.error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme(), { wrapper: QueryOnly })).toThrow(
      new Error('useTheme must be used within a ThemeProvider'),
    );
  });
});
