import { DEFAULT_PLATE_SETUPS, PLATE_SETUP_MESSAGES } from '@stryd/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PLATES_TEXT, PlatesSection } from './plates-section';

const render = () => renderWithProviders(<PlatesSection />, { url: '/settings', path: '/settings' });
const saves = (requests: { method: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'PUT').map((r) => r.body);

describe('PlatesSection', () => {
  it('says what docs/product.md#plate-calculator says', () => {
    expect(PLATES_TEXT).toEqual({
      heading: 'Bar and plates',
      intro:
        'The routine page shows the plates for each side of every barbell set, and proposes warm-ups you can load, from these.',
      loadFailed: 'Could not load your bar and plates.',
      saved: 'Saved: your sets are loaded from these plates.',
      saveFailed: 'Could not save your bar and plates. Please try again.',
      countHint: 'How many you have in all: each side gets half.',
    });
  });

  it('shows the bar and the plates from the server, the default for the unit until saved', async () => {
    mockApi({ user: { ...TEST_USER, weightUnit: 'lb' } });
    render();
    expect(screen.getByRole('region', { name: PLATES_TEXT.heading })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '45 lb' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'lb plates' })).toBeChecked();
    const weights = screen.getAllByRole('spinbutton', { name: /^Plate \d+ weight \(lb\)$/ });
    expect(weights.map((w) => (w as HTMLInputElement).value)).toEqual(['45', '35', '25', '10', '5', '2.5']);
  });

  it('saves a custom bar and a changed plate list, and says so', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: { 'PUT /api/me/plates': ({ body }) => ({ ...(body as object), saved: true }) },
    });
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Bar weight' }), '10');
    // Only the 25s and 20s: remove the other five sizes, then change how many 20s there are.
    for (const weight of ['15', '10', '5', '2.5', '1.25']) {
      await user.click(screen.getByRole('button', { name: `Remove the ${weight} kg plates` }));
    }
    const twenties = screen.getByRole('spinbutton', { name: 'How many plates of 20 kg' });
    await user.clear(twenties);
    await user.type(twenties, '6');
    await user.click(screen.getByRole('button', { name: 'Save bar and plates' }));
    expect(await screen.findByText(PLATES_TEXT.saved)).toHaveAttribute('role', 'status');
    expect(saves(requests)).toEqual([
      {
        bar: { weight: 10, unit: 'kg' },
        unit: 'kg',
        plates: [
          { weight: 25, count: 8 },
          { weight: 20, count: 6 },
        ],
      },
    ]);
  });

  it('switching the plates to lb starts from a usual lb gym', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: { 'PUT /api/me/plates': ({ body }) => ({ ...(body as object), saved: true }) },
    });
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: 'lb plates' }));
    await user.click(screen.getByRole('button', { name: 'Save bar and plates' }));
    await screen.findByText(PLATES_TEXT.saved);
    // The bar stays the member's (20 kg); the plates are an lb gym's.
    expect(saves(requests)).toEqual([{ ...DEFAULT_PLATE_SETUPS.lb, bar: { weight: 20, unit: 'kg' } }]);
  });

  it('refuses a setup the server would refuse, in the same words, and sends nothing', async () => {
    const requests = mockApi({ user: TEST_USER });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add a plate size' }));
    const weights = screen.getAllByRole('spinbutton', { name: /^Plate \d+ weight/ });
    await user.type(weights.at(-1) as HTMLElement, '25');
    await user.click(screen.getByRole('button', { name: 'Save bar and plates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLATE_SETUP_MESSAGES.sameSize);
    expect(saves(requests)).toEqual([]);
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'PUT /api/me/plates': () =>
          jsonResponse({ code: 'VALIDATION_ERROR', message: PLATE_SETUP_MESSAGES.count }, 400),
      },
    });
    const { user } = render();
    const section = screen.getByRole('region', { name: PLATES_TEXT.heading });
    await user.click(await within(section).findByRole('button', { name: 'Save bar and plates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLATE_SETUP_MESSAGES.count);
  });
});
