import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH, applicationUser, tokenPair } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { InviteView } from './invite-view';

const invite = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sipho',
  lastName: 'Dlamini',
  email: 'sipho@fleetco.co.za',
  emailReadonly: true,
  phoneNumber: '082 555 0188',
  phoneNumberReadonly: true,
  invalidInvite: false,
  invalidInviteError: null,
  requiresLogin: false,
  hasPasswordLogin: true,
  hasGoogleLogin: false,
  requiresConsent: false,
  policy: null,
  organizationName: 'FleetCo',
  branchName: 'Sandton',
  expiresUtc: '2099-01-01T00:00:00.000Z',
  ...overrides,
});

function setup(view: Record<string, unknown>, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${AUTH}/providers`]: () => ({
      status: 200,
      body: { password: true, google: { enabled: false, clientId: null } },
    }),
    [`GET ${AUTH}/getInvite/code-1`]: () => ({ status: 200, body: view }),
    ...extra,
  });
  const onDone = vi.fn();
  renderWithRouter(<InviteView inviteId="code-1" onDone={onDone} />, '/account/invite/code-1');
  return { api, onDone };
}

describe('InviteView', () => {
  it("without an invite's code, a guest asks for their invite again by e-mail address", async () => {
    const sent =
      'If there is an open invite for that e-mail address, we sent it again. Please check your inbox.';
    const api = mockApi({
      [`POST ${AUTH}/searchInvite`]: () => ({ status: 200, body: { message: sent, invites: [] } }),
    });
    renderWithRouter(<InviteView inviteId={null} onDone={() => {}} />, '/account/invite');
    const form = await screen.findByRole('form', { name: 'Find my invite' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'sipho');
    await userEvent.click(screen.getByRole('button', { name: 'Send my invite again' }));
    expect(await screen.findByText('Email must be a valid email address.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${AUTH}/searchInvite`)).toHaveLength(0);
    await userEvent.type(email, '@fleetco.co.za');
    await userEvent.click(screen.getByRole('button', { name: 'Send my invite again' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(api.callsTo(`POST ${AUTH}/searchInvite`)[0]?.body).toEqual({ email: 'sipho@fleetco.co.za' });
    expect(form).toBeInTheDocument();
  });

  it("without an invite's code, a signed-in person finds their own open invites to open", async () => {
    storeSession(customer);
    mockApi({
      [`POST ${AUTH}/searchInvite`]: () => ({
        status: 200,
        body: {
          message: '1 open invite(s).',
          invites: [
            {
              inviteId: 'fresh-code',
              organizationName: 'FleetCo',
              branchName: 'Sandton',
              expiresUtc: '2099-01-01T00:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithRouter(<InviteView inviteId={null} onDone={() => {}} />, '/account/invite');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);
    await userEvent.click(screen.getByRole('button', { name: 'Send my invite again' }));
    expect(await screen.findByRole('link', { name: 'FleetCo, Sandton' })).toHaveAttribute(
      'href',
      '/account/invite/fresh-code',
    );
  });

  it('shows the reason for an invalid invite', async () => {
    setup(
      invite({
        invalidInvite: true,
        invalidInviteError: 'This invite has expired. Please ask for a new invite.',
      }),
    );
    expect(
      await screen.findByText('This invite has expired. Please ask for a new invite.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks an existing account to log in first, and comes back here', async () => {
    setup(invite({ requiresLogin: true }));
    const link = await screen.findByRole('link', { name: 'Log in to accept' });
    expect(link.getAttribute('href')).toBe(
      `/account/login?returnUrl=${encodeURIComponent('/account/invite/code-1')}&email=${encodeURIComponent('sipho@fleetco.co.za')}`,
    );
  });

  it('signs a new person up: read-only fields stay read only, consent with the policy is needed', async () => {
    const { api, onDone } = setup(
      invite({ requiresConsent: true, policy: 'Quotes above R 20 000.00 need approval.' }),
      {
        [`POST ${AUTH}/inviteRegister/code-1`]: () => ({
          status: 200,
          body: { result: 0, message: 'You are signed in.', tokens: tokenPair(1), user: null },
        }),
        'GET /api/user/GetApplicationUser': () => ({
          status: 200,
          body: applicationUser({ email: 'sipho@fleetco.co.za' }),
        }),
      },
    );
    expect(await screen.findByText('Join FleetCo')).toBeInTheDocument();
    expect(screen.getByText('Quotes above R 20 000.00 need approval.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sipho@fleetco.co.za');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sipho');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#2026');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret#2026');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and create account' }));
    expect(await screen.findByText('Please give your consent to continue.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${AUTH}/inviteRegister/code-1`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /give my consent/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and create account' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo(`POST ${AUTH}/inviteRegister/code-1`)[0]?.body).toMatchObject({
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: null,
      phoneNumber: null,
      password: 'Secret#2026',
      consent: true,
      acceptTerms: true,
    });
  });

  it('lets the signed-in invitee accept with consent', async () => {
    storeSession(customer);
    const { api } = setup(invite({ requiresConsent: true, policy: 'Policy text' }), {
      [`POST ${AUTH}/consentInvite/code-1`]: () => ({
        status: 200,
        body: { message: 'You joined FleetCo.' },
      }),
      'GET /api/user/GetApplicationUser': () => ({ status: 200, body: applicationUser({ id: customer.id }) }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: /give my consent/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept invite' }));
    expect(await screen.findByText('You joined FleetCo.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${AUTH}/consentInvite/code-1`)[0]?.body).toEqual({ consent: true });
    expect(api.callsTo(`GET ${AUTH}/getInvite/code-1`)[0]?.url).toContain(`loggedInUserId=${customer.id}`);
  });
});
