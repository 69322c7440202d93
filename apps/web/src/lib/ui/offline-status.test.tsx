import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOfflineState } from '../offline/offline-state';
import { OfflineStatus, offlineStatusText, UPDATE_READY_TEXT } from './offline-status';

afterEach(() => setOfflineState({ online: true, waiting: 0, reload: null }));

describe('offline status', () => {
  it.each([
    [false, 3, 'Offline · 3 sets waiting to sync'],
    [false, 1, 'Offline · 1 set waiting to sync'],
    [false, 0, 'Offline · ticked sets are kept on this device'],
    [true, 2, 'Back online · 2 sets waiting to sync'],
    [true, 0, ''],
  ])('online=%s with %i waiting says %j', (online, waiting, text) => {
    expect(offlineStatusText(online, waiting)).toBe(text);
  });

  it('announces the connection and the waiting sets in a live region', () => {
    const { container } = render(<OfflineStatus />);
    const status = container.querySelector('[aria-live="polite"]');
    expect(status).not.toBeNull();
    expect(status).toHaveTextContent('');
    // Not a second role="status" next to a page's own.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => setOfflineState({ online: false, waiting: 2 }));
    expect(status).toHaveTextContent('Offline · 2 sets waiting to sync');
  });

  it('offers a reload once a new version is ready, and only then', async () => {
    render(<OfflineStatus />);
    expect(screen.queryByText(UPDATE_READY_TEXT)).not.toBeInTheDocument();
    const reload = vi.fn();
    act(() => setOfflineState({ reload }));
    expect(screen.getByText('A new version of Stryd is ready')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
