import { type Organisation, POLICY_REQUIRED_MESSAGE } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { InviteForm } from './invite-form';

const SANDTON = '0b6f3f0e-6a3c-4b8e-9d55-3f1f4f0a2c11';
const PRETORIA = '5d0c1e2a-8f4b-4c2d-a1e3-7b9c0d1e2f33';

const organisation: Organisation = {
  id: '9a8b7c6d-0000-4000-8000-000000000001',
  name: 'FleetCo',
  registrationNumber: null,
  taxNumber: null,
  kind: 'fleet',
  authUser: { id: 'u-2', email: 'pieter@fleetco.co.za', organizationBranchId: PRETORIA, role: 'admin' },
  organizationBranches: [
    { id: SANDTON, branchName: 'Sandton', address: null },
    { id: PRETORIA, branchName: 'Pretoria East', address: null },
  ],
  allOrganizationBranches: [
    { id: SANDTON, branchName: 'Sandton', address: null },
    { id: PRETORIA, branchName: 'Pretoria East', address: null },
  ],
  programmes: [],
};

const INVITES = 'POST /api/user/invites';

function setup(answer: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ [INVITES]: answer });
  renderWithRouter(<InviteForm organisation={organisation} />, '/account');
  const form = screen.getByRole('form', { name: 'Invite a colleague' });
  return { api, form };
}

describe('InviteForm', () => {
  it('invites a colleague into the current branch and says where the invite went and until when', async () => {
    const { api, form } = setup(() => ({
      status: 201,
      body: { id: 'inv-1', email: 'sipho@fleetco.co.za', expiresUtc: '2026-07-01T10:00:00.000Z' },
    }));
    const branch = within(form).getByLabelText('Branch');
    expect(branch).toHaveValue(PRETORIA);
    expect(
      within(branch)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sandton', 'Pretoria East']);
    // The policy is asked for only when the invite needs consent.
    expect(within(form).queryByRole('textbox', { name: /^Policy/ })).not.toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/^Email/), 'sipho@fleetco.co.za');
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Sipho');
    await userEvent.type(within(form).getByLabelText(/^Surname/), 'Dlamini');
    await userEvent.type(within(form).getByLabelText(/^Phone/), '0825550188');
    expect(within(form).getByLabelText(/^Phone/)).toHaveValue('082 555 0188');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invite' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Invite sent');
    // The expiry on the Johannesburg clock (UTC+2).
    expect(status).toHaveTextContent(
      'We sent an invite to sipho@fleetco.co.za. The link works until 01/07/2026 12:00.',
    );
    expect(api.callsTo(INVITES)).toHaveLength(1);
    expect(api.callsTo(INVITES)[0]?.body).toEqual({
      email: 'sipho@fleetco.co.za',
      firstName: 'Sipho',
      lastName: 'Dlamini',
      phoneNumber: '082 555 0188',
      organizationBranchId: PRETORIA,
      requiresConsent: false,
      policy: null,
    });
    // Ready for the next colleague.
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('');
    expect(within(form).getByLabelText('Branch')).toHaveValue(PRETORIA);
  });

  it('sends another branch and the policy when consent is asked for', async () => {
    const { api, form } = setup(() => ({
      status: 201,
      body: { id: 'inv-2', email: 'anna@fleetco.co.za', expiresUtc: '2026-07-01T10:00:00.000Z' },
    }));
    await userEvent.type(within(form).getByLabelText(/^Email/), 'anna@fleetco.co.za');
    await userEvent.selectOptions(within(form).getByLabelText('Branch'), SANDTON);
    await userEvent.click(within(form).getByRole('checkbox', { name: /consent to a policy/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText(POLICY_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo(INVITES)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('textbox', { name: /^Policy/ }));
    await userEvent.paste('Quotes above R 20 000 need approval.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite sent')).toBeInTheDocument();
    expect(api.callsTo(INVITES)[0]?.body).toMatchObject({
      email: 'anna@fleetco.co.za',
      organizationBranchId: SANDTON,
      requiresConsent: true,
      policy: 'Quotes above R 20 000 need approval.',
    });
  });

  it('checks the fields before sending', async () => {
    const { api, form } = setup(() => ({ status: 500 }));
    await userEvent.type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(within(form).getByLabelText(/^Phone/), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(
      await within(form).findByText('Please enter a valid phone number (012 123 1234).'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(INVITES)).toHaveLength(0);
  });

  it("puts the server's 400 messages under their fields", async () => {
    const { form } = setup(() => ({
      status: 400,
      body: {
        message: 'Please check the highlighted fields.',
        errors: {
          email: ['Email is not a valid e-mail address.'],
          organizationBranchId: ['Cannot be empty.'],
        },
        requestId: 'r-1',
      },
    }));
    await userEvent.type(within(form).getByLabelText(/^Email/), 'sipho@fleetco.co.za');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText('Email is not a valid e-mail address.')).toBeInTheDocument();
    expect(within(form).getByText('Cannot be empty.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [409, 'This person is already a member of the organisation.'],
    [429, 'Too many requests. Please wait 1 hour and try again.'],
  ])("shows the server's message on %i", async (status, message) => {
    const { form } = setup(() => ({ status, body: { message, requestId: 'r-2' } }));
    await userEvent.type(within(form).getByLabelText(/^Email/), 'sipho@fleetco.co.za');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invite' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invite not sent');
    expect(alert).toHaveTextContent(message);
    // What was typed stays, to correct or try again later.
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('sipho@fleetco.co.za');
  });
});
