import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { AdminApplicationDetail } from './admin-applications';
import { SuspensionBanner } from './suspension-banner';

const ID = '0a1b2c3d-0000-4000-8000-000000000001';
const application = (status: string, extra: Record<string, unknown> = {}) => ({
  id: ID,
  reference: 'WA-0A1B2C',
  tradingName: 'Arcadia Auto',
  contactName: 'Thabo Nkosi',
  contactEmail: 'thabo@example.co.za',
  city: 'Cape Town',
  status,
  dateSubmittedUtc: '2026-03-01T08:00:00.000Z',
  dateUpdatedUtc: '2026-03-01T08:00:00.000Z',
  registeredName: 'Arcadia Auto (Pty) Ltd',
  registrationNumber: '2015/123456/07',
  vatNumber: null,
  address: {
    streetNumber: '3',
    streetName: 'Bree Street',
    suburb: 'Cape Town City Centre',
    town: null,
    city: 'Cape Town',
    province: 'Western Cape',
    country: 'South Africa',
    postalCode: '8001',
    lat: -33.92,
    lng: 18.42,
  },
  services: ['service'],
  quoteTypes: ['SMC_Service'],
  regions: [{ id: 'r-1', name: 'Pretoria East' }],
  contactPhone: '+27825550123',
  documents: [{ id: 'f-1', name: 'cipc.pdf', mimeType: 'application/pdf', sizeBytes: 2048 }],
  history: [{ kind: 'submitted', text: null, dateUtc: '2026-03-01T08:00:00.000Z' }],
  workshopId: null,
  ...extra,
});

describe('AdminApplicationDetail', () => {
  it('shows the application with its documents, and approves it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET /api/admin/workshop-applications/${ID}`]: () => ({ status: 200, body: application('submitted') }),
      [`POST /api/admin/workshop-applications/${ID}/approve`]: () => ({
        status: 200,
        body: application('approved', { workshopId: 'w-1' }),
      }),
      'GET /api/admin/workshop-applications': () => ({ status: 200, body: {} }),
    });
    renderWithRouter(<AdminApplicationDetail id={ID} />);
    expect(await screen.findByText('cipc.pdf')).toBeInTheDocument();
    expect(screen.getByText('Not VAT registered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve and invite' }));
    expect(await screen.findByText(/Its contact person was invited by e-mail/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/workshop-applications/${ID}/approve`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Approve and invite' })).not.toBeInTheDocument();
  });

  it('declines with the reason typed', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET /api/admin/workshop-applications/${ID}`]: () => ({ status: 200, body: application('submitted') }),
      [`POST /api/admin/workshop-applications/${ID}/decline`]: () => ({
        status: 200,
        body: application('declined'),
      }),
      'GET /api/admin/workshop-applications': () => ({ status: 200, body: {} }),
    });
    renderWithRouter(<AdminApplicationDetail id={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'No valid registration.');
    await user.click(screen.getByRole('button', { name: 'Decline and mail the reason' }));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/workshop-applications/${ID}/decline`)[0]?.body).toEqual({
      reason: 'No valid registration.',
    });
  });
});

describe('SuspensionBanner', () => {
  it('says why the workshop is suspended', async () => {
    mockApi({
      'GET /api/workshop/standing': () => ({
        status: 200,
        body: {
          suspended: true,
          reason: 'Expired insurance certificate',
          sinceUtc: '2026-03-01T08:00:00.000Z',
        },
      }),
    });
    renderWithRouter(<SuspensionBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Expired insurance certificate');
  });

  it('shows nothing in good standing', async () => {
    const api = mockApi({
      'GET /api/workshop/standing': () => ({
        status: 200,
        body: { suspended: false, reason: null, sinceUtc: null },
      }),
    });
    renderWithRouter(<SuspensionBanner />);
    await expect.poll(() => api.callsTo('GET /api/workshop/standing').length).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
