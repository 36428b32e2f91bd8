import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderRoutes } from '@/test/utils';
import { allRoutes } from './router';

// The whole route table, the part the app adds on its first navigation to it included (decision 082).
const routes = await allRoutes();

const REF = 'MWP-LX2K3J-7F3A9C';

describe('/payment/success (decision 029)', () => {
  it('opens for a guest with the e-mail proof, without a session', async () => {
    mockApi({
      [`GET /api/payment/guest/result/${REF}`]: () => ({
        status: 200,
        body: {
          reference: REF,
          status: 'paid',
          amountCents: 210_910,
          quoteId: 'q-1',
          quoteReference: 'MWG-000003-01',
          invoiceNumber: 'DEMO-00002',
          workshopName: 'Fourways Euro Motorworks',
          provider: 'sandbox-paystack',
          isSandbox: true,
          paidAt: '2026-11-23T08:00:00.000Z',
          quotePath: '/quotes/u-1?emailAddress=lerato.guest%40example.co.za',
        },
      }),
    });
    const { router } = renderRoutes(
      routes,
      `/payment/success?reference=${REF}&emailAddress=lerato.guest%40example.co.za`,
    );
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment/success');
  });

  it('sends a visitor without the proof to log in, as before', async () => {
    const { router } = renderRoutes(routes, `/payment/success?reference=${REF}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
  });
});
