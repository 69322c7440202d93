import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, TEST_USER } from '../../test/fetch-mock';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { NotificationBell, unreadBadge } from './notification-bell';

describe('the notification bell', () => {
  it('leads to the inbox and says how many are unread', async () => {
    mockApi({ user: TEST_USER, handlers: { 'GET /api/notifications/unread': () => ({ unread: 3 }) } });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('none unread: no badge', async () => {
    const requests = mockApi({ user: TEST_USER });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    await new Promise((done) => setTimeout(done, 20));
    expect(requests.some((r) => r.path === '/api/notifications/unread')).toBe(true);
    expect(bell).toHaveTextContent('');
  });

  it('takes the live count and new workouts from the event stream, reads the feed again when it opens again, and closes it when it goes', async () => {
    class FakeStream {
      static last: FakeStream | undefined;
      listeners = new Map<string, (event: { data: string }) => void>();
      closed = false;
      constructor(readonly url: string) {
        FakeStream.last = this;
      }
      addEventListener(type: string, listener: (event: { data: string }) => void) {
        this.listeners.set(type, listener);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('EventSource', FakeStream);
    mockApi({ user: TEST_USER });
    const { unmount, queryClient } = renderWithProviders(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications' });
    const stream = FakeStream.last!;
    // A workout finished by someone the feed shows: an open feed reads itself again.
    queryClient.setQueryData(['feed'], { pages: [], pageParams: [] });
    act(() => stream.listeners.get('feed')?.({ data: JSON.stringify({ from: 'user-2' }) }));
    expect(queryClient.getQueryState(['feed'])?.isInvalidated).toBe(true);
    // Opened: nothing more to read. Opened again after a drop: whatever came meanwhile is read.
    queryClient.setQueryData(['feed'], { pages: [], pageParams: [] });
    act(() => stream.listeners.get('open')?.({ data: '' }));
    expect(queryClient.getQueryState(['feed'])?.isInvalidated).toBe(false);
    act(() => stream.listeners.get('open')?.({ data: '' }));
    expect(queryClient.getQueryState(['feed'])?.isInvalidated).toBe(true);
    expect(stream.url).toBe('/api/live');
    act(() => stream.listeners.get('unread')?.({ data: JSON.stringify({ unread: 2 }) }));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    unmount();
    expect(stream.closed).toBe(true);
    vi.unstubAllGlobals();
  });

  it("names the time the page's feed was read, so the stream tells of cards since", async () => {
    const opened: string[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        constructor(url: string) {
          opened.push(url);
        }
        addEventListener() {}
        close() {}
      },
    );
    mockApi({ user: TEST_USER });
    // As the page's loader hands it over: read on the server at that time.
    const queryClient = testQueryClient();
    queryClient.setQueryData(['feed'], { pages: [], pageParams: [] }, { updatedAt: 1_795_000_000_000 });
    renderWithProviders(<NotificationBell />, { queryClient });
    await screen.findByRole('link', { name: 'Notifications' });
    expect(opened).toEqual(['/api/live?feedSince=1795000000000']);
    vi.unstubAllGlobals();
  });

  it('keeps the badge small past 99', () => {
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(100)).toBe('99+');
  });
});
