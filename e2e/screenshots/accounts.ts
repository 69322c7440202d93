import type { APIResponse, Page } from '@playwright/test';
import { expect, type NewUser, signUpViaUi } from '../support/fixtures';

/** Signs up through the UI, waits for the greeting and returns the new user's id. */
export async function signUp(page: Page, user: NewUser): Promise<string> {
  await signUpViaUi(page, user);
  await expect(page.getByText(`Hello, ${user.username}`)).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

/** The response, or a thrown error naming its status and body (seeding must not fail silently). */
export async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${answer.status()}: ${await answer.text()}`);
  return answer;
}
