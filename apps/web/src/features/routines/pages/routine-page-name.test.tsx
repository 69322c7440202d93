import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CREATOR_ID, PREMIUM_USER, routineView } from '../routine-fixtures.test-helper';
import { RoutinePage } from './routine-page';

/** Issue 12 defect 11: the name in the URL is decoded once, so '%' and '/' in a name survive the trip. */
describe('RoutinePage reads the routine name from the URL once', () => {
  it.each([
    ['a%2Fb X', 'a%252Fb%20X'],
    ['a/b X', 'a%2Fb%20X'],
    ['100% effort', '100%25%20effort'],
  ])('%s (/stryd/…/%s) asks the API for that very name', async (name, segment) => {
    const requests = mockApi({
      user: PREMIUM_USER,
      handlers: {
        [`GET /api/stryds/${CREATOR_ID}/${segment}`]: () => jsonResponse(routineView({ routineName: name })),
        // The page also asks for today's session of the routine: none yet.
        [`GET /api/stryds/${CREATOR_ID}/${segment}/session`]: () => ({ session: null, previous: [] }),
      },
    });
    renderWithProviders(<RoutinePage />, {
      url: `/stryd/${CREATOR_ID}/${segment}`,
      path: '/stryd/:userID/:routineName',
    });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain(`/api/stryds/${CREATOR_ID}/${encodeURIComponent(name)}`);
  });
});
