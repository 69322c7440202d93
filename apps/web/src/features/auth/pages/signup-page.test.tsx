import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SignupPage } from './signup-page';

function renderSignup(url = '/signup') {
  return renderWithProviders(<SignupPage />, { url, path: '/signup' });
}

describe('SignupPage', () => {
  it('shows field errors next to empty fields without calling the server', async () => {
    const requests = mockApi();
    const { user } = renderSignup();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    for (const [label, message] of [
      ['Username', 'Username is required.'],
      ['Email', 'Email is required.'],
      ['Password', 'Password is required.'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(requests.some((r) => r.path.startsWith('/api/auth/sign-up'))).toBe(false);
  });

  it('checks username shape, email format and password length', async () => {
    mockApi();
    const { user } = renderSignup();
    await user.type(await screen.findByLabelText('Username'), 'a!');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // The form speaks the server's words: the domain's one username rule (a test there holds them equal).
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be 3 to 20 characters.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'good.name_1');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('signs up with name = username, then goes to the safe redirectTo', async () => {
    let signedIn = false;
    const requests = mockApi({
      handlers: {
        'GET /api/me': () => jsonResponse({ user: signedIn ? TEST_USER : null }),
        'POST /api/auth/sign-up/email': () => {
          signedIn = true;
          return jsonResponse({ token: 't', user: { id: 'user-1' } });
        },
      },
    });
    const { user } = renderSignup('/signup?redirectTo=%2Fpeople');
    await user.type(await screen.findByLabelText('Username'), 'alex_runs');
    await user.type(screen.getByLabelText('Email'), 'alex@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/people');
    expect(requests.find((r) => r.path === '/api/auth/sign-up/email')?.body).toEqual({
      email: 'alex@example.test',
      password: 'correct-horse',
      name: 'alex_runs',
      username: 'alex_runs',
    });
  });

  it("shows the server's message in an alert and keeps the form", async () => {
    mockApi({
      handlers: {
        'POST /api/auth/sign-up/email': () =>
          jsonResponse(
            { code: 'USERNAME_IS_ALREADY_TAKEN', message: 'Username is already taken. Please try another.' },
            422,
          ),
      },
    });
    const { user } = renderSignup();
    await user.type(await screen.findByLabelText('Username'), 'taken_name');
    await user.type(screen.getByLabelText('Email'), 'taken@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Username is already taken. Please try another.',
    );
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('shows a pending, disabled button while signing up', async () => {
    let release: (() => void) | undefined;
    mockApi({
      handlers: {
        'POST /api/auth/sign-up/email': () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(jsonResponse({ message: 'Nope' }, 400));
          }),
      },
    });
    const { user } = renderSignup();
    await user.type(await screen.findByLabelText('Username'), 'alex_runs');
    await user.type(screen.getByLabelText('Email'), 'alex@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Signing up…' })).toBeDisabled();
    release?.();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope');
  });

  it.each([
    ['%2F%2Fevil.example', '/'],
    ['https%3A%2F%2Fevil.example%2Fx', '/'],
    ['%2Fpeople', '/people'],
    ['/.//evil.example', '/'],
    ['%2F..%2F%2Fevil.example', '/'],
  ])('an already signed-in visitor with redirectTo=%s goes to %s', async (redirectTo, expected) => {
    mockApi({ user: TEST_USER });
    renderSignup(`/signup?redirectTo=${redirectTo}`);
    expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${expected}$`));
  });

  it('links to log in keeping redirectTo', async () => {
    mockApi();
    renderSignup('/signup?redirectTo=%2Fmeals');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fmeals',
    );
  });
});
