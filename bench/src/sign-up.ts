/**
 * Signs a new account up over the running server's auth API, as the app does, and returns its id and the
 * session cookie its requests carry. `origin` is the server's BASE_URL (sign-in accepts only it).
 */
export async function signUpOverHttp(
  base: string,
  origin: string,
  account: { username: string; email: string },
): Promise<{ userId: string; cookie: string }> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...account, password: 'bench-password-123', name: account.username }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const userId = ((await response.json()) as { user: { id: string } }).user.id;
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
  return { userId, cookie };
}
