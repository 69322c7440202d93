import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOfflineApp } from './use-offline-app';

const started = vi.hoisted(() => vi.fn(() => () => undefined));
vi.mock('./offline-runtime', () => ({ startOfflineApp: started }));

function Status() {
  return <output>{useOfflineApp() ? 'started' : 'not yet'}</output>;
}

describe('useOfflineApp', () => {
  it('on a page already loaded, starts in a task of its own, not in the render that mounted it', async () => {
    expect(document.readyState).toBe('complete');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Status />
      </QueryClientProvider>,
    );
    // render() ran the effects and what they set: a tap that made React hydrate would have waited for it.
    expect(screen.getByRole('status').textContent).toBe('not yet');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('started'));
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1));
  });
});
