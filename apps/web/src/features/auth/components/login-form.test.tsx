import { LoginResult } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { readStoredTokens } from '@/lib/session-storage';
import { AUTH, applicationUser, tokenPair } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { LoginForm } from './login-form';

const providers = { password: true, google: { enabled: false, clientId: null } };

function answer(result: number, message: string, tokens: unknown = null) {
  return { status: 200, body: { result, message, tokens, user: null } };
}

async function signIn(email = 'lerato@example.co.za', password = 'Secret#2026') {
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

function setup(
  authenticate: Parameters<typeof mockApi>[0][string],
  extra: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    [`GET ${AUTH}/providers`]: () => ({ status: 200, body: providers }),
    [`POST ${AUTH}/authenticate`]: authenticate,
    ...extra,
  });
  const onSignedIn = vi.fn();
  renderWithRouter(<LoginForm returnUrl="/my-garage" onSignedIn={onSignedIn} />, '/account/login');
  return { api, onSignedIn };
}

describe('LoginForm: the spec login result codes', () => {
  it('0: stores the tokens, loads the user, and only then counts as signed in', async () => {
    const { api, onSignedIn } = setup(() => answer(LoginResult.success, 'You are signed in.', tokenPair(1)), {
      'GET /api/user/GetApplicationUser': ({ headers }) => {
        // The user call already carries the new token; the session is not "authenticated" yet.
        expect(headers.authorization).toBe('Bearer access-1');
        expect(getSession().status).toBe('anonymous');
        return { status: 200, body: applicationUser({ isAdmin: true }) };
      },
    });
    await signIn();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`POST ${AUTH}/authenticate`)[0]?.body).toEqual({
      username: 'lerato@example.co.za',
      password: 'Secret#2026',
    });
    expect(getSession()).toMatchObject({ status: 'authenticated', isAdmin: true });
    expect(getSession().user?.firstName).toBe('Lerato');
    expect(readStoredTokens()?.refreshToken.token).toBe('refresh-1');
  });

  it('1: shows the failure message and stays signed out', async () => {
    const { onSignedIn } = setup(() =>
      answer(LoginResult.failed, 'The e-mail address or password is incorrect.'),
    );
    await signIn();
    expect(await screen.findByText('The e-mail address or password is incorrect.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getSession().status).toBe('anonymous');
  });

  it('2: asks to confirm the e-mail address and resends the confirmation', async () => {
    const { api } = setup(
      () => answer(LoginResult.emailConfirmationRequired, 'Please confirm your e-mail address first.'),
      {
        [`POST ${AUTH}/resendconfirmation`]: () => ({
          status: 200,
          body: { message: 'We sent a new confirmation link.' },
        }),
      },
    );
    await signIn();
    expect(await screen.findByText('Please confirm your e-mail address first.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await screen.findByText('We sent a new confirmation link.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${AUTH}/resendconfirmation`)[0]?.body).toEqual({
      email: 'lerato@example.co.za',
    });
  });

  it('3: leads to choosing a password through Forgot password', async () => {
    setup(() => answer(LoginResult.newPasswordRequired, 'This account has no password yet.'));
    await signIn();
    expect(await screen.findByText('This account has no password yet.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Set a password' });
    expect(link.getAttribute('href')).toBe(
      `/account/forgot-password/${encodeURIComponent('/my-garage')}?username=${encodeURIComponent('lerato@example.co.za')}`,
    );
  });

  it('4: says the account is locked for a while, with a way to reset', async () => {
    setup(() =>
      answer(LoginResult.lockedOut, 'Too many failed sign-in attempts. Please try again in 15 minutes.'),
    );
    await signIn();
    expect(await screen.findByText(/Too many failed sign-in attempts/)).toBeInTheDocument();
    expect(screen.getByText('Account locked for now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset my password' })).toBeInTheDocument();
  });

  it('5: says the account cannot sign in', async () => {
    setup(() =>
      answer(LoginResult.notAllowed, 'This account cannot sign in. Please contact support@motorwise.co.za.'),
    );
    await signIn();
    expect(await screen.findByText(/This account cannot sign in/)).toBeInTheDocument();
  });

  it('6: asks for the authenticator code, says when it is wrong, and signs in with a good one', async () => {
    const { api, onSignedIn } = setup(
      ({ body }) => {
        const code = (body as { twoFactorCode?: string }).twoFactorCode;
        if (!code) return answer(LoginResult.requiresTwoFactor, 'Enter the 6-digit code.');
        if (code !== '123456')
          return answer(LoginResult.requiresTwoFactor, 'That code is not valid. Please try again.');
        return answer(LoginResult.success, 'You are signed in.', tokenPair(1));
      },
      { 'GET /api/user/GetApplicationUser': () => ({ status: 200, body: applicationUser() }) },
    );
    await signIn();
    const codeInput = await screen.findByLabelText('Authenticator code');
    await userEvent.type(codeInput, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not valid. Please try again.')).toBeInTheDocument();
    await userEvent.clear(codeInput);
    await userEvent.type(codeInput, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const sent = api.callsTo(`POST ${AUTH}/authenticate`).map((c) => c.body);
    expect(sent[2]).toEqual({
      username: 'lerato@example.co.za',
      password: 'Secret#2026',
      twoFactorCode: '123456',
    });
  });

  it('6: accepts a recovery code instead', async () => {
    const { api, onSignedIn } = setup(
      ({ body }) =>
        (body as { recoveryCode?: string }).recoveryCode === 'ABCD-EFGH'
          ? answer(LoginResult.success, 'You are signed in.', tokenPair(1))
          : answer(LoginResult.requiresTwoFactor, 'Enter the 6-digit code.'),
      { 'GET /api/user/GetApplicationUser': () => ({ status: 200, body: applicationUser() }) },
    );
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.callsTo(`POST ${AUTH}/authenticate`)[1]?.body).toMatchObject({ recoveryCode: 'ABCD-EFGH' });
  });

  it('shows the Google button only when the server enables it, with its client id', async () => {
    mockApi({
      [`GET ${AUTH}/providers`]: () => ({
        status: 200,
        body: {
          password: true,
          google: { enabled: true, clientId: 'client-123.apps.googleusercontent.com' },
        },
      }),
    });
    renderWithRouter(<LoginForm returnUrl={null} onSignedIn={() => {}} />);
    expect(await screen.findByTestId('google-sign-in')).toHaveAttribute(
      'data-client-id',
      'client-123.apps.googleusercontent.com',
    );
  });

  it('hides the Google button when Google sign-in is not configured', async () => {
    const { api } = setup(() => answer(LoginResult.failed, 'x'));
    await waitFor(() => expect(api.callsTo(`GET ${AUTH}/providers`)).toHaveLength(1));
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  });
});
