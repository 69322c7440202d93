import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

function renderLogin(url = '/login') {
  return renderWithProviders(<LoginPage />, { url, path: '/login' });
}

function signedInAfter(path: string) {
  let signedIn = false;
  return mockApi({
    handlers: {
      'GET /api/me': () => jsonResponse({ user: signedIn ? TEST_USER : null }),
      [`POST ${path}`]: () => {
        signedIn = true;
        return jsonResponse({ token: 't', user: { id: 'user-1' } });
      },
    },
  });
}

describe('LoginPage', () => {
  it('shows field errors for empty fields', async () => {
    const requests = mockApi();
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email or username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email or username')).toHaveAccessibleDescription(
      'Enter your email or username.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(requests.some((r) => r.path.startsWith('/api/auth/sign-in'))).toBe(false);
  });

  it('checks the email format when the identifier has an @', async () => {
    mockApi();
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email or username'), 'alex@nowhere');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email or username')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
  });

  it('signs in by email and goes to redirectTo', async () => {
    const requests = signedInAfter('/api/auth/sign-in/email');
    const { user } = renderLogin('/login?redirectTo=%2Fcali-chat');
    await user.type(await screen.findByLabelText('Email or username'), 'alex@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cali-chat');
    expect(requests.find((r) => r.path === '/api/auth/sign-in/email')?.body).toMatchObject({
      email: 'alex@example.test',
      password: 'correct-horse',
    });
  });

  it('signs in by username when there is no @', async () => {
    const requests = signedInAfter('/api/auth/sign-in/username');
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email or username'), 'alex_runs');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(requests.find((r) => r.path === '/api/auth/sign-in/username')?.body).toMatchObject({
      username: 'alex_runs',
      password: 'correct-horse',
    });
  });

  it.each([
    [
      401,
      { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      'Invalid email or password',
    ],
    [
      429,
      { message: 'Too many sign-in attempts. Please wait a minute and try again.' },
      'Too many sign-in attempts. Please wait a minute and try again.',
    ],
  ])('shows the server error (%i) in an alert', async (status, body, text) => {
    mockApi({ handlers: { 'POST /api/auth/sign-in/email': () => jsonResponse(body, status) } });
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email or username'), 'alex@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('an already signed-in visitor is sent to a safe redirectTo, never off-site', async () => {
    mockApi({ user: TEST_USER });
    renderLogin('/login?redirectTo=%2F%2Fevil.example');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  // Issue 12, defect 9: dot segments resolved to '//evil.example' and React Router threw on it.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/x/..//evil.example',
    encodeURIComponent('/.//evil.example'),
  ])('an already signed-in visitor with redirectTo=%s goes home without crashing', async (redirectTo) => {
    mockApi({ user: TEST_USER });
    renderLogin(`/login?redirectTo=${redirectTo}`);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('an already signed-in visitor goes to a same-site redirectTo', async () => {
    mockApi({ user: TEST_USER });
    renderLogin('/login?redirectTo=%2Fpeople');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/people$/);
  });

  it('offers configured OAuth providers and links to sign up keeping redirectTo', async () => {
    mockApi({ config: { oauthProviders: ['github', 'google'] } });
    renderLogin('/login?redirectTo=%2Fmeals');
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirectTo=%2Fmeals',
    );
  });
});
