import type { Theme } from '@stryd/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ME_QUERY_KEY, type MeResponse } from '../../lib/session';
import { DrawnThemeContext, ThemeProvider } from '../../lib/theme';
import { setDeviceCookie } from '../../test/device-cookie';
import { testQueryClient } from '../../test/render';
import { ThemeToggle } from './theme-toggle';

/** The toggle as a visitor's page holds it, drawn in `drawnTheme`. */
function visitorsPage(drawnTheme?: Theme) {
  const client = testQueryClient();
  client.setQueryData<MeResponse>(ME_QUERY_KEY, { user: null });
  return (
    <DrawnThemeContext value={drawnTheme ?? 'dark'}>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <ThemeToggle />
        </ThemeProvider>
      </QueryClientProvider>
    </DrawnThemeContext>
  );
}

/** Drawn by the server, then hydrated; returns what React found it could not keep. */
function drawnThenHydrated(drawnTheme?: Theme) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(visitorsPage(drawnTheme));
  const drawnLabel = container.querySelector('button')?.getAttribute('aria-label');
  const mismatches: unknown[] = [];
  render(visitorsPage(drawnTheme), {
    container,
    hydrate: true,
    onRecoverableError: (error) => mismatches.push(error),
  });
  return { drawnLabel, mismatches };
}

describe('ThemeToggle', () => {
  it("is drawn by the server in a visitor's light theme, and hydrates as drawn", () => {
    setDeviceCookie('stryd-theme=light; Path=/');
    const { drawnLabel, mismatches } = drawnThenHydrated('light');
    expect(drawnLabel).toBe('Switch to dark theme');
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to dark theme');
    expect(mismatches).toEqual([]);
  });

  it('a page drawn dark (without the cookie) on a light device is taken over as drawn, then says light', () => {
    setDeviceCookie('stryd-theme=light; Path=/');
    const { drawnLabel, mismatches } = drawnThenHydrated();
    expect(drawnLabel).toBe('Switch to light theme');
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to dark theme');
    expect(mismatches).toEqual([]);
  });
});
