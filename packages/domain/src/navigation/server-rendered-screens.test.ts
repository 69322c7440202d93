import { describe, expect, it } from 'vitest';
import type { MeAnswer } from '../schemas/account-schema';
import { isDrawnFor, SERVER_RENDERED_SCREENS } from './server-rendered-screens';

const signedOut: MeAnswer = { user: null };
const signedIn: MeAnswer = {
  user: {
    id: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    profileImageLink: null,
    totalXP: 0,
    rank: 'Rookie',
    userPlan: 'free',
    weightUnit: 'kg',
    theme: 'dark',
  },
};

describe('isDrawnFor', () => {
  it('draws home for anyone, and /add-routine and routine pages only for a signed-in viewer', () => {
    expect(SERVER_RENDERED_SCREENS).toEqual({
      '/': 'anyone',
      '/add-routine': 'signed-in',
      '/stryd/:userID/:routineName': 'signed-in',
    });
    expect(isDrawnFor('/', signedOut)).toBe(true);
    expect(isDrawnFor('/', signedIn)).toBe(true);
    expect(isDrawnFor('/add-routine', signedIn)).toBe(true);
    expect(isDrawnFor('/add-routine', signedOut)).toBe(false);
    expect(isDrawnFor('/stryd/:userID/:routineName', signedIn)).toBe(true);
    expect(isDrawnFor('/stryd/:userID/:routineName', signedOut)).toBe(false);
  });

  it('draws no other screen', () => {
    expect(isDrawnFor('/people', signedIn)).toBe(false);
    expect(isDrawnFor('/history', signedIn)).toBe(false);
  });
});
