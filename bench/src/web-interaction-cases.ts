/**
 * The three things the interaction pass does as a person on a phone would: open a page cold and tap (or
 * type) as soon as the control is on screen, without waiting for the page to load or the app to start.
 * Elements are found by role, name and text, as the e2e tests find them.
 */
import type { Page } from 'playwright-core';
import type { AnswerSpec } from './web-interaction-probe';
import { MEMBER_WORKOUTS, type PremiumMember } from './web-member';

/** What the pass checks once a case has acted. */
export interface Acted {
  /** The input (as the probe names its target) from which the answer is timed. */
  clockTarget: string;
  /** The text the answer must show; another one means a keystroke was lost. */
  expectedText?: string;
}

export interface InteractionCase {
  name: string;
  answer(member: PremiumMember): AnswerSpec;
  /** Opens the page in `page` (not navigated yet) and acts; resolves once the timed input is sent. */
  act(page: Page, member: PremiumMember, run: number): Promise<Acted>;
}

/** Opens `path` and returns as soon as the response starts: nothing waits for load or for the app. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

const FIRST_SET = `Set 1 of ${MEMBER_WORKOUTS[0].workoutType}`;

/** (a) The member's routine page opened cold; the first set's tick tapped once it is on screen. */
const firstSet: InteractionCase = {
  name: '(a) routine page, first set tapped',
  answer: () => ({ path: '^/stryd/', control: { name: FIRST_SET, pressed: true } }),
  async act(page, member) {
    await open(page, member.routinePath);
    const set = page.getByRole('checkbox', { name: FIRST_SET, exact: true });
    await set.waitFor({ state: 'visible' });
    await set.tap();
    return { clockTarget: FIRST_SET };
  },
};

/** (b) Home opened; History (beside the streak) tapped once it is on screen. */
const homeToHistory: InteractionCase = {
  name: '(b) home, History tapped',
  answer: () => ({ path: '^/history$', heading: { text: 'History' } }),
  async act(page) {
    await open(page, '/');
    const history = page.getByRole('link', { name: 'History', exact: true });
    await history.waitFor({ state: 'visible' });
    await history.tap();
    return { clockTarget: 'History' };
  },
};

const TYPED_WORKOUT = 'Squats';

/**
 * (c) /add-routine opened; the least a routine needs (name, level, duration, equipment, one workout) given
 * as soon as each field is on screen, then Save Routine. Timed from the Save tap to the routine page.
 * Add workout stays disabled until the app reads the typed workout, so that tap waits for it, as a person
 * would have to.
 */
const addRoutine: InteractionCase = {
  name: '(c) /add-routine, typed and saved',
  // The routine page, known by its first set (the form's heading stays a moment after the path changes).
  answer: () => ({ path: '^/stryd/', heading: {}, control: { name: `Set 1 of ${TYPED_WORKOUT}` } }),
  async act(page, _member, run) {
    const routineName = `Typed Legs ${run}`;
    await open(page, '/add-routine');
    const name = page.getByRole('textbox', { name: /Routine name/ });
    await name.waitFor({ state: 'visible' });
    await name.tap();
    await page.keyboard.type(routineName);
    await page.getByText('Beginner', { exact: true }).tap();
    await page.getByText('30 mins', { exact: true }).tap();
    await page.getByText('Bodyweight only (no equipment)').tap();
    await page.getByRole('combobox', { name: 'Workout type' }).tap();
    await page.keyboard.type(TYPED_WORKOUT);
    // Library matches open under the field and push Add workout down: tap it once they are there.
    const matches = page.getByRole('listbox', { name: 'Exercises in the library' }).getByRole('option');
    await matches.first().waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Add workout' }).tap();
    await page.getByRole('combobox', { name: `Sets of ${TYPED_WORKOUT}` }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Save Routine' }).tap();
    return { clockTarget: 'Save Routine', expectedText: routineName };
  },
};

/**
 * In the order they run for each new member: home and /add-routine before the routine page, whose tap
 * starts a workout that home would then offer to resume.
 */
export const INTERACTION_CASES: readonly InteractionCase[] = [homeToHistory, addRoutine, firstSet];
