import { ORGANISATION_ADMIN_MESSAGES, type Organisation, type StaffMember } from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { OrganisationAdmin } from './organisation-admin-page';

const SANDTON = '0b6f3f0e-6a3c-4b8e-9d55-3f1f4f0a2c11';
const PRETORIA = '5d0c1e2a-8f4b-4c2d-a1e3-7b9c0d1e2f33';
const ME = '1f1f1f1f-0000-4000-8000-000000000001';
const SIPHO = '2e2e2e2e-0000-4000-8000-000000000002';

const organisation: Organisation = {
  id: '9a8b7c6d-0000-4000-8000-000000000001',
  name: 'FleetCo',
  registrationNumber: '2019/123456/07',
  taxNumber: null,
  kind: 'fleet',
  authUser: { id: ME, email: 'pieter@fleetco.co.za', organizationBranchId: SANDTON, role: 'admin' },
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

const pieter: StaffMember = {
  id: ME,
  firstName: 'Pieter',
  lastName: 'Botha',
  email: 'pieter@fleetco.co.za',
  role: 'admin',
  organizationBranchId: SANDTON,
  branchName: 'Sandton',
  branches: [
    { id: SANDTON, branchName: 'Sandton' },
    { id: PRETORIA, branchName: 'Pretoria East' },
  ],
};
const sipho: StaffMember = {
  id: SIPHO,
  firstName: 'Sipho',
  lastName: 'Dlamini',
  email: 'sipho@fleetco.co.za',
  role: 'member',
  organizationBranchId: SANDTON,
  branchName: 'Sandton',
  branches: [{ id: SANDTON, branchName: 'Sandton' }],
};

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/loadUserOrganization': () => ({ status: 200, body: organisation }),
    'GET /api/organisation/staff': () => ({ status: 200, body: [pieter, sipho] }),
    ...routes,
  });
  renderWithRouter(<OrganisationAdmin />, '/organisation');
  return api;
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

/** Picks Pretoria East in Sipho's branches and waits for the change to be sent. */
async function addPretoria(api: ReturnType<typeof setup>, siphoRow: HTMLElement) {
  await userEvent.click(within(siphoRow).getByLabelText('Branches of Sipho Dlamini'));
  const list = await screen.findByRole('listbox', { hidden: true });
  await userEvent.click(within(list).getByRole('option', { name: 'Pretoria East', hidden: true }));
  await waitFor(() => expect(api.callsTo(`POST /api/organisation/staff/${SIPHO}/branches`)).toHaveLength(1));
}

describe('OrganisationAdmin staff table', () => {
  it('lists the staff with branches and role, and gives a member a second branch, saved on change', async () => {
    const api = setup({
      'POST /api/organisation/staff/:userId/branches': () => ({
        status: 200,
        body: [
          pieter,
          {
            ...sipho,
            branches: [
              { id: SANDTON, branchName: 'Sandton' },
              { id: PRETORIA, branchName: 'Pretoria East' },
            ],
          },
        ],
      }),
    });
    const siphoRow = await row('Sipho Dlamini');
    expect(within(siphoRow).getByText('sipho@fleetco.co.za')).toBeInTheDocument();
    expect(within(siphoRow).getByText('Now in Sandton')).toBeInTheDocument();
    expect(within(siphoRow).getByLabelText('Branches of Sipho Dlamini')).toBeInTheDocument();
    expect(within(siphoRow).getByText('Sandton')).toBeInTheDocument();
    expect(within(siphoRow).queryByText('Pretoria East')).not.toBeInTheDocument();
    expect(within(siphoRow).getByLabelText('Role of Sipho Dlamini')).toHaveValue('member');
    // The admin's own row says so, works in every branch (no branch choice) and has no remove button.
    const meRow = screen.getByText('Pieter Botha').closest('tr')!;
    expect(within(meRow).getByText('You')).toBeInTheDocument();
    expect(within(meRow).getByText('Every branch')).toBeInTheDocument();
    expect(within(meRow).queryByLabelText(/^Branches of/)).not.toBeInTheDocument();
    expect(within(meRow).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await addPretoria(api, siphoRow);
    expect(api.callsTo(`POST /api/organisation/staff/${SIPHO}/branches`)[0]?.body).toEqual({
      organizationBranchIds: [SANDTON, PRETORIA],
    });
    await waitFor(() =>
      expect(
        within(screen.getByText('Sipho Dlamini').closest('tr')!).getByText('Pretoria East'),
      ).toBeInTheDocument(),
    );
  });

  it('keeps a member’s last branch and shows the server’s refusal of a change', async () => {
    const api = setup({
      'POST /api/organisation/staff/:userId/branches': () => ({
        status: 400,
        body: {
          message: ORGANISATION_ADMIN_MESSAGES.chooseBranches,
          errors: { organizationBranchIds: [ORGANISATION_ADMIN_MESSAGES.chooseBranches] },
        },
      }),
    });
    const siphoRow = await row('Sipho Dlamini');
    // Taking away the only branch (Backspace removes the last pill): nothing is sent, the row keeps it and says why.
    await userEvent.type(within(siphoRow).getByLabelText('Branches of Sipho Dlamini'), '{Backspace}');
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANISATION_ADMIN_MESSAGES.chooseBranches);
    expect(api.callsTo(`POST /api/organisation/staff/${SIPHO}/branches`)).toHaveLength(0);
    expect(within(siphoRow).getByText('Sandton')).toBeInTheDocument();

    // A change the server refuses: its sentence shows, the row stays as saved.
    await addPretoria(api, siphoRow);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(ORGANISATION_ADMIN_MESSAGES.chooseBranches),
    );
    await waitFor(() => expect(within(siphoRow).queryByText('Pretoria East')).not.toBeInTheDocument());
  });

  it('removes a member only after the confirmation, and shows a refusal as the server words it', async () => {
    let removals = 0;
    const api = setup({
      'DELETE /api/organisation/staff/:userId': () => {
        removals += 1;
        return removals === 1
          ? { status: 400, body: { message: ORGANISATION_ADMIN_MESSAGES.lastAdmin, errors: {} } }
          : { status: 200, body: [pieter] };
      },
    });
    const siphoRow = await row('Sipho Dlamini');
    await userEvent.click(within(siphoRow).getByRole('button', { name: 'Remove Sipho Dlamini' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the organisation?' });
    expect(dialog).toHaveTextContent('Sipho Dlamini will no longer work for FleetCo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(siphoRow).getByRole('button', { name: 'Remove Sipho Dlamini' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove from the organisation?' })).getByRole(
        'button',
        {
          name: 'Remove',
        },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANISATION_ADMIN_MESSAGES.lastAdmin);
    expect(screen.getByText('Sipho Dlamini')).toBeInTheDocument();

    await userEvent.click(within(siphoRow).getByRole('button', { name: 'Remove Sipho Dlamini' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove from the organisation?' })).getByRole(
        'button',
        {
          name: 'Remove',
        },
      ),
    );
    await waitFor(() => expect(screen.queryByText('Sipho Dlamini')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname)).toEqual([
      `/api/organisation/staff/${SIPHO}`,
      `/api/organisation/staff/${SIPHO}`,
    ]);
  });
});

describe('OrganisationAdmin details form', () => {
  it('checks the name, puts the server’s field error under it, then saves', async () => {
    let saves = 0;
    const api = setup({
      'PUT /api/organisation/details': (call) => {
        saves += 1;
        if (saves === 1)
          return {
            status: 400,
            body: {
              message: 'Please check the highlighted fields.',
              errors: { name: [ORGANISATION_ADMIN_MESSAGES.duplicateName] },
            },
          };
        return { status: 200, body: { ...organisation, ...(call.body as object) } };
      },
      'GET /api/user/GetApplicationUser': () => ({ status: 401, body: { message: 'Not in this test.' } }),
    });
    const form = await screen.findByRole('form', { name: 'Organisation details' });
    const name = within(form).getByLabelText(/^Name/);
    expect(name).toHaveValue('FleetCo');
    expect(within(form).getByLabelText('Registration number')).toHaveValue('2019/123456/07');

    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Cannot be empty.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.type(name, 'Beta Motors');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(ORGANISATION_ADMIN_MESSAGES.duplicateName)).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'FleetCo Services');
    await userEvent.type(within(form).getByLabelText('Tax number'), '4123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(saves).toBe(2));
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      name: 'FleetCo Services',
      registrationNumber: '2019/123456/07',
      taxNumber: '4123456789',
    });
    expect(await screen.findByText('Details saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Organisation details' })).toHaveFormValues({
        name: 'FleetCo Services',
      }),
    );
  });
});
