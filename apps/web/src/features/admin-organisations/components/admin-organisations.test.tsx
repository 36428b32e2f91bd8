import type { AdminProgramme, AdminOrganisation as Organisation } from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { AdminOrganisation } from './admin-organisation';
import { AdminOrganisations } from './admin-organisations';
import { AdminProgrammes } from './admin-programmes';

const ORG = '9a8b7c6d-0000-4000-8000-000000000001';
const OTHER = '9a8b7c6d-0000-4000-8000-000000000002';
const BRANCH = '5d0c1e2a-8f4b-4c2d-a1e3-7b9c0d1e2f33';

const organisation: Organisation = {
  id: ORG,
  name: 'FleetCo',
  kind: 'fleet',
  registrationNumber: null,
  taxNumber: null,
  contactName: 'Thandi',
  contactEmail: null,
  contactPhone: '+27825550199',
  dateCreatedUtc: '2026-01-05T08:00:00Z',
  branches: [
    {
      id: BRANCH,
      branchName: 'Hatfield',
      address: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    },
  ],
  programmes: [],
  staff: [],
};

const insurance: AdminProgramme = {
  key: 'insurance',
  name: 'Insurance',
  quoteTypes: ['IGS_Service', 'IGS_Repair'],
  organisations: [],
};
const summaries = [
  {
    id: ORG,
    name: 'FleetCo',
    kind: 'fleet',
    branchCount: 1,
    staffCount: 0,
    programmes: [],
    dateCreatedUtc: organisation.dateCreatedUtc,
  },
  {
    id: OTHER,
    name: 'Dealer One',
    kind: 'dealer',
    branchCount: 0,
    staffCount: 0,
    programmes: [],
    dateCreatedUtc: organisation.dateCreatedUtc,
  },
];

describe('AdminProgrammes', () => {
  it('shows the quote types each programme adds, saves a change and puts an organisation in it', async () => {
    const api = mockApi({
      'GET /api/admin/programmes': () => ({ status: 200, body: [insurance] }),
      'GET /api/admin/organisations': () => ({ status: 200, body: summaries }),
      'PUT /api/admin/programmes/insurance': (call) => ({
        status: 200,
        body: [{ ...insurance, ...(call.body as object) }],
      }),
      'POST /api/admin/programmes/insurance/organisations': () => ({
        status: 200,
        body: [{ ...insurance, organisations: [{ id: ORG, name: 'FleetCo' }] }],
      }),
    });
    renderWithRouter(<AdminProgrammes />, '/admin/programmes');
    const form = await screen.findByRole('form', { name: 'Insurance programme' });
    expect(within(form).getByRole('checkbox', { name: 'Service (IGS_Service)' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Repair (IGS_Repair)' })).toBeChecked();
    expect(
      within(form).getByRole('checkbox', { name: 'Quote After Inspection (WBC_Inspection)' }),
    ).not.toBeChecked();
    // The policy claim is not a programme's.
    expect(within(form).queryByRole('checkbox', { name: /IGS_Policy/ })).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Repair (IGS_Repair)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save programme' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/programmes/insurance')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/programmes/insurance')[0]?.body).toEqual({
      name: 'Insurance',
      quoteTypes: ['IGS_Service'],
    });

    await userEvent.selectOptions(screen.getByLabelText('Add an organisation to Insurance'), 'FleetCo');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/programmes/insurance/organisations')[0]?.body).toEqual({
        organizationId: ORG,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Take FleetCo out of Insurance' })).toBeInTheDocument();
  });
});

describe('AdminOrganisations', () => {
  it('lists the organisations and creates one, with the API’s message on the field', async () => {
    const api = mockApi({
      'GET /api/admin/organisations': () => ({ status: 200, body: summaries }),
      'POST /api/admin/organisations': () => ({
        status: 400,
        body: {
          message: 'Some of the information is not valid.',
          errors: { name: ['Another organisation already uses this name.'] },
        },
      }),
    });
    renderWithRouter(<AdminOrganisations />, '/admin/organisations');
    expect(await screen.findByRole('link', { name: 'Dealer One' })).toHaveAttribute(
      'href',
      `/admin/organisations/${OTHER}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New organisation' }));
    const form = await screen.findByRole('form', { name: 'New organisation' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'FleetCo');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Contact phone' }), '0825550199');
    await userEvent.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await within(form).findByText('Another organisation already uses this name.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/organisations')[0]?.body).toMatchObject({
      name: 'FleetCo',
      kind: 'fleet',
      contactPhone: '+27825550199',
      contactEmail: null,
    });
  });
});

describe('AdminOrganisation', () => {
  it('shows the details, branches and invites, and invites into a branch with the organisation invite form', async () => {
    const api = mockApi({
      [`GET /api/admin/organisations/${ORG}`]: () => ({ status: 200, body: organisation }),
      [`GET /api/admin/organisations/${ORG}/invites`]: () => ({
        status: 200,
        body: [
          {
            id: 'i-1',
            email: 'first@fleetco.co.za',
            firstName: null,
            lastName: null,
            organizationBranchId: BRANCH,
            state: 'open',
            dateCreatedUtc: '2026-01-06T08:00:00Z',
            dateExpiresUtc: '2026-01-13T08:00:00Z',
            dateAcceptedUtc: null,
          },
        ],
      }),
      'POST /api/user/invites': () => ({
        status: 201,
        body: { id: 'i-2', email: 'second@fleetco.co.za', expiresUtc: '2026-01-13T08:00:00Z' },
      }),
    });
    renderWithRouter(<AdminOrganisation id={ORG} />, `/admin/organisations/${ORG}`);
    const details = await screen.findByRole('form', { name: 'Organisation details' });
    expect(within(details).getByRole('textbox', { name: 'Contact phone' })).toHaveValue('082 555 0199');
    expect(screen.getByRole('button', { name: 'Edit Hatfield' })).toBeInTheDocument();
    const invites = await screen.findByRole('table', { name: 'Invites' });
    expect(within(invites).getByText('first@fleetco.co.za')).toBeInTheDocument();

    const invite = screen.getByRole('form', { name: 'Invite a colleague' });
    await userEvent.type(within(invite).getByRole('textbox', { name: /Email/ }), 'second@fleetco.co.za');
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/invites')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/invites')[0]?.body).toMatchObject({
      email: 'second@fleetco.co.za',
      organizationBranchId: BRANCH,
    });
    // The list is read again.
    await waitFor(() => expect(api.callsTo(`GET /api/admin/organisations/${ORG}/invites`)).toHaveLength(2));
  });
});
