import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TEXT } from '../../../lib/push';
import {
  FAKE_PUSH_ENDPOINT as ENDPOINT,
  fakeBrowserPush,
  FAKE_PUSH_KEY as KEY,
  FAKE_SUBSCRIPTION_JSON as SUBSCRIPTION_JSON,
} from '../../../test/browser-push';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PushDeviceSwitch } from './push-device-switch';

const render = () => renderWithProviders(<PushDeviceSwitch />, { url: '/settings', path: '/settings' });
const theSwitch = () => screen.getByRole('switch', { name: PUSH_TEXT.label });

describe('PushDeviceSwitch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says so, and stays off, where the browser cannot receive pushes', async () => {
    mockApi({ user: TEST_USER });
    render();
    await waitFor(() => expect(theSwitch()).toBeDisabled());
    expect(theSwitch()).not.toBeChecked();
    expect(screen.getByText(PUSH_TEXT.unsupported)).toBeInTheDocument();
  });

  it('asks permission, subscribes with the server key and saves the subscription; off forgets it on both sides', async () => {
    const browser = fakeBrowserPush({ answer: 'granted' });
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/push/key': () => ({ publicKey: KEY }),
        'POST /api/me/push-subscriptions': () => ({ subscribed: true }),
        'DELETE /api/me/push-subscriptions': () => ({ subscribed: false }),
      },
    });
    const { user } = render();
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await user.click(theSwitch());
    expect(await screen.findByText(PUSH_TEXT.on)).toHaveAttribute('role', 'status');
    expect(theSwitch()).toBeChecked();
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(requests.filter((r) => r.path === '/api/me/push-subscriptions')).toEqual([
      { method: 'POST', path: '/api/me/push-subscriptions', body: SUBSCRIPTION_JSON },
    ]);

    await user.keyboard(' ');
    expect(await screen.findByText(PUSH_TEXT.off)).toBeInTheDocument();
    expect(theSwitch()).not.toBeChecked();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(requests.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/me/push-subscriptions',
      body: { endpoint: ENDPOINT },
    });
  });

  it('says how to allow notifications when the browser blocks them, and subscribes nothing', async () => {
    const browser = fakeBrowserPush({ answer: 'denied' });
    const requests = mockApi({ user: TEST_USER });
    const { user } = render();
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await user.click(theSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_TEXT.blocked);
    expect(theSwitch()).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.path.startsWith('/api/push') || r.path.includes('push-'))).toEqual([]);
  });

  it("shows the server's refusal and undoes the browser's subscription", async () => {
    const browser = fakeBrowserPush({ answer: 'granted' });
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/push/key': () => ({ publicKey: KEY }),
        'POST /api/me/push-subscriptions': () =>
          jsonResponse(
            { code: 'PUSH_ENDPOINT_REFUSED', message: 'This push service address is not allowed.' },
            400,
          ),
      },
    });
    const { user } = render();
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await user.click(theSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('This push service address is not allowed.');
    expect(theSwitch()).not.toBeChecked();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
