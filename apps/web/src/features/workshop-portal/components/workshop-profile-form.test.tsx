import { WORKSHOP_PROFILE_MESSAGES } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WORKSHOP_PROFILE as PROFILE } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { WorkshopProfilePanel } from './workshop-profile-page';

describe('WorkshopProfilePanel', () => {
  it('shows the stored profile and saves VAT registration, a certification and a bank account', async () => {
    const api = mockApi({
      'GET /api/workshop/profile': () => ({ status: 200, body: PROFILE }),
      'PUT /api/workshop/profile': () => ({
        status: 200,
        body: { ...PROFILE, isVatRegistered: true, taxNumber: '4123456789' },
      }),
    });
    renderWithRouter(<WorkshopProfilePanel />, '/workshop/profile');
    const form = await screen.findByRole('form', { name: 'Workshop profile' });
    expect(within(form).getByLabelText(/^Workshop name/)).toHaveValue('Hatfield Auto Care');
    expect(within(form).getByLabelText(/^Contact phone/)).toHaveValue('012 345 6789');
    // The labour rate with VAT beside it, by the shared VAT rule (R 600.00 + 15 %).
    expect(within(form).getByText('R 690.00 incl. VAT')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('switch', { name: /VAT registered/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    // A VAT-registered workshop needs its number: said under the field, nothing sent.
    expect(await within(form).findByText(WORKSHOP_PROFILE_MESSAGES.vatNumberRequired)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workshop/profile')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^VAT number/), '4123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Add certification' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Certification\s*\*?$/ }),
      'RMI Accredited',
    );
    await userEvent.type(within(form).getByLabelText(/^Issued by/), 'RMI');
    await userEvent.click(within(form).getByRole('switch', { name: 'Bank account for payouts' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Bank\s*\*?$/ }), 'FNB');
    await userEvent.type(within(form).getByLabelText(/^Account holder/), 'Hatfield Auto Care (Pty) Ltd');
    await userEvent.type(within(form).getByLabelText(/^Account number/), '62812345678');
    await userEvent.type(within(form).getByLabelText(/^Branch code/), '2506');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(WORKSHOP_PROFILE_MESSAGES.branchCode)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/^Branch code/), '55');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    const [put] = api.callsTo('PUT /api/workshop/profile');
    expect(put?.body).toMatchObject({
      isVatRegistered: true,
      taxNumber: '4123456789',
      workshopCertifications: [{ name: 'RMI Accredited', issuer: 'RMI' }],
      bankAccount: {
        bankName: 'FNB',
        accountNumber: '62812345678',
        branchCode: '250655',
        accountType: 'Business',
      },
      address: { streetName: 'Burnett Street', postalCode: '0083' },
      labourRateExcl: 600,
    });
    // A long form typed key by key: slow on a shared machine, so it gets more time than the default.
  }, 60_000);

  it('shows the server’s message under the field it is about', async () => {
    mockApi({
      'GET /api/workshop/profile': () => ({ status: 200, body: PROFILE }),
      'PUT /api/workshop/profile': () => ({
        status: 400,
        body: {
          message: 'Some of the information is not valid.',
          errors: { paystackSubaccountId: [WORKSHOP_PROFILE_MESSAGES.paystackSubaccount] },
        },
      }),
    });
    renderWithRouter(<WorkshopProfilePanel />, '/workshop/profile');
    const form = await screen.findByRole('form', { name: 'Workshop profile' });
    await userEvent.type(within(form).getByLabelText(/^Paystack subaccount/), 'ACCT_abcdef12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(WORKSHOP_PROFILE_MESSAGES.paystackSubaccount)).toBeInTheDocument();
  });

  it('states a workmanship guarantee, typed key by key, and saves it with the profile', async () => {
    const api = mockApi({
      'GET /api/workshop/profile': () => ({ status: 200, body: PROFILE }),
      'PUT /api/workshop/profile': ({ body }) => ({
        status: 200,
        body: { ...PROFILE, guarantee: (body as { guarantee: unknown }).guarantee },
      }),
    });
    renderWithRouter(<WorkshopProfilePanel />, '/workshop/profile');
    const form = await screen.findByRole('form', { name: 'Workshop profile' });
    expect(within(form).queryByLabelText(/^Labour: months/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('switch', { name: 'We guarantee our work' }));
    // The usual 12 months / 20 000 km to start from; labour made 6 months / 10 000 km.
    expect(within(form).getByLabelText(/^Parts: months/)).toHaveValue('12');
    const labourMonths = within(form).getByLabelText(/^Labour: months/);
    await userEvent.clear(labourMonths);
    await userEvent.type(labourMonths, '6');
    const labourKm = within(form).getByLabelText(/^Labour: kilometres/);
    await userEvent.clear(labourKm);
    await userEvent.type(labourKm, '10000');
    await userEvent.clear(within(form).getByLabelText(/^Parts: kilometres/));
    await userEvent.type(within(form).getByLabelText(/^Terms/), 'Claims are inspected at our workshop.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    const [put] = api.callsTo('PUT /api/workshop/profile');
    expect(put?.body).toMatchObject({
      guarantee: {
        partsMonths: 12,
        partsKm: null,
        labourMonths: 6,
        labourKm: 10_000,
        terms: 'Claims are inspected at our workshop.',
      },
    });
  }, 60_000);
});
