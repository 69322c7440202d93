import { type MockHandler, mockApi, type RecordedRequest } from '../../../test/fetch-mock';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { API_TAIL, PREMIUM_USER, ROUTINE_URL } from '../routine-fixtures.test-helper';
import { RoutinePage } from './routine-page';

/**
 * The fixture routine's page for a Plus member, its API answered by `handlers` (Finish, which leaving the
 * page sends, answers "no session" unless given); the requests made.
 */
export function renderRoutinePage(handlers: Record<string, MockHandler>): RecordedRequest[] {
  const requests = mockApi({
    user: PREMIUM_USER,
    handlers: { [`POST /api/stryds/${API_TAIL}/session/finish`]: () => ({ session: null }), ...handlers },
  });
  renderWithProviders(<RoutinePage />, {
    url: ROUTINE_URL,
    path: '/stryd/:userID/:routineName',
    queryClient: testQueryClient(),
  });
  return requests;
}
