import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme';

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

function renderProvider() {
  return render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );
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

  it('toggle flips the theme, saves it under "theme" and sets body[data-theme]', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.body).toHaveAttribute('data-theme', 'light');
    await user.click(screen.getByRole('button'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.body).toHaveAttribute('data-theme', 'dark');
  });

  it('useTheme outside the provider throws the exact message', () => {
    // React reports the thrown render error through console.error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow(
      new Error('useTheme must be used within a ThemeProvider'),
    );
  });
});
