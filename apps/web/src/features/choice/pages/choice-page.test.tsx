import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ChoicePage } from './choice-page';

describe('ChoicePage', () => {
  it('offers Generate Routine → /interests and Create Routine → /add-routine', async () => {
    mockApi({ user: TEST_USER });
    renderWithProviders(<ChoicePage />, { url: '/choice' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a routine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Generate Routine/ })).toHaveAttribute('href', '/interests');
    expect(screen.getByRole('link', { name: /Create Routine/ })).toHaveAttribute('href', '/add-routine');
  });

  it('opens the questionnaire when Generate Routine is chosen', async () => {
    mockApi({ user: TEST_USER });
    const { user } = renderWithProviders(<ChoicePage />, { url: '/choice', path: '/choice' });
    await user.click(screen.getByRole('link', { name: /Generate Routine/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/interests');
  });
});
