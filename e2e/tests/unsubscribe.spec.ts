import { expect, expectAccessible, newUser, signedUp, signUpViaApi, test } from '../support/fixtures';
import { outboxEmails } from '../support/outbox';

/** Issue 17: the unsubscribe link in a follow e-mail works without signing in and switches that kind off. */
test('the link in a follow e-mail unsubscribes without a sign-in, and settings shows the kind off', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const bob = newUser('unsub');
  const bobId = await signedUp(page, bob);
  const alice = await playwright.request.newContext({ baseURL });
  try {
    await signUpViaApi(alice, newUser('fan'));
    expect((await alice.post(`/api/users/${bobId}/follow`, { data: {} })).ok()).toBe(true);
  } finally {
    await alice.dispose();
  }

  const [mail] = outboxEmails('new-follower', bob.email);
  const link = mail?.text_body.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  expect(link, mail?.text_body).toBeDefined();

  // Opened from a mail client: nobody is signed in, and nothing changes until the button is pressed.
  const stranger = await browser.newContext({ baseURL });
  try {
    const mailPage = await stranger.newPage();
    await mailPage.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(mailPage.getByText('Stop e-mails when someone follows you?')).toBeVisible();
    await expectAccessible(mailPage);
    await mailPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      mailPage.getByText(
        'You will no longer get e-mails when someone follows you. Other e-mails are not affected.',
      ),
    ).toBeVisible();
  } finally {
    await stranger.close();
  }

  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Someone follows you' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Someone joins your routine' })).toBeChecked();
});
