import type { InstantPriceOffer, InstantPriceOffers as Offers } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { InstantPriceOffers } from './instant-price-offers';

const offer = (over: Partial<InstantPriceOffer>): InstantPriceOffer => ({
  menuPriceId: '00000000-0000-4000-8000-000000000001',
  workshopId: '00000000-0000-4000-8000-0000000000a1',
  workshopName: 'Randburg Auto Clinic',
  suburb: 'Ferndale',
  city: 'Randburg',
  rating: 4.6,
  distanceKm: 7.1,
  repairItemTemplateId: 't1',
  jobName: 'Minor service',
  priceIncl: 1649,
  included: ['Engine oil', 'Oil filter'],
  partsPreference: 'Original parts',
  validUntil: '2027-05-31',
  guarantee: 'Parts and labour 12 months / 20 000 km',
  ...over,
});

const OFFERS: Offers = {
  vehicleClass: 'small',
  vehicleClassText: 'Small car',
  offers: [
    offer({}),
    offer({
      menuPriceId: '00000000-0000-4000-8000-000000000002',
      workshopId: '00000000-0000-4000-8000-0000000000a2',
      workshopName: 'Sable AutoCare Strijdom Park',
      priceIncl: 1799,
    }),
    offer({
      menuPriceId: '00000000-0000-4000-8000-000000000003',
      workshopId: '00000000-0000-4000-8000-0000000000a3',
      workshopName: 'Fourways Euro Motorworks',
      priceIncl: 2249,
    }),
  ],
};

const SANDTON = {
  lat: -26.1076,
  lng: 28.0567,
  suburb: 'Sandton',
  city: 'Johannesburg',
  country: 'South Africa',
};

function api() {
  return mockApi({
    'GET /api/PublicWorkshop/InstantPrices': () => ({ status: 200, body: OFFERS }),
    'POST /api/QuoteRequests/GetQuoteEstimate': () => ({
      status: 200,
      body: [
        {
          quoteRequestItemName: 'Minor service',
          estimateFromPriceIncl: 1500,
          estimateToPriceIncl: 2600,
          estimateAveragePriceIncl: 1950,
          level: 'model',
          levelText: 'Same model',
          quotesUsed: 24,
          tooFew: false,
          message: null,
        },
      ],
    }),
    'GET /api/PublicWorkshop/DropOffSlots': () => ({
      status: 200,
      body: {
        workshops: [
          {
            workshopId: OFFERS.offers[0]!.workshopId,
            freeChangeHours: 24,
            days: [
              { date: '2026-12-04', times: ['07:30', '08:00'], left: 3 },
              { date: '2026-12-05', times: ['08:00', '08:30', '09:00'], left: 2 },
            ],
          },
        ],
      },
    }),
    'POST /api/instant-prices/book': () => ({
      status: 200,
      body: {
        message: 'Booked with Randburg Auto Clinic for 05/12/2026 at R 1 649.00.',
        reference: 'MW-2611-1234',
        requestUniqueId: 'req-unique',
        quoteId: 'q1',
        serviceDate: '2026-12-05',
        priceIncl: 1649,
      },
    }),
  });
}

describe('InstantPriceOffers', () => {
  it('shows three fixed prices cheapest first with the estimate as a yardstick, and books a Saturday 08:00 slot', async () => {
    const calls = api();
    renderWithRouter(
      <InstantPriceOffers
        vehicleId="42"
        items={['t1']}
        place={SANDTON}
        vehicleMileage={61000}
        isGuest={false}
      />,
      '/new-quote',
    );
    const list = await screen.findByRole('list', { name: 'Fixed prices' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
    expect(names).toEqual([
      'Randburg Auto Clinic',
      'Sable AutoCare Strijdom Park',
      'Fourways Euro Motorworks',
    ]);
    expect(screen.getByText('Small car')).toBeInTheDocument();
    expect(
      await screen.findByText(/at R 1 500.00 to R 2 600.00 \(typically R 1 950.00\)/),
    ).toBeInTheDocument();
    const query = new URL(calls.callsTo('GET /api/PublicWorkshop/InstantPrices')[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      vehicleId: '42',
      items: 't1',
      lat: '-26.1076',
      lng: '28.0567',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Book Randburg Auto Clinic at R 1 649.00' }));
    const day = await screen.findByLabelText('Day');
    await userEvent.selectOptions(day, 'Saturday 05/12/2026 (2 places left)');
    expect(
      screen.getByText(
        'Free to reschedule or cancel up to 24 hours before the drop-off. After that, please contact the workshop.',
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Drop-off time'), '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking at R 1 649.00' }));

    expect(await screen.findByText(/Booked with Randburg Auto Clinic/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your booking' })).toHaveAttribute(
      'href',
      '/quotes/req-unique',
    );
    const [booking] = calls.callsTo('POST /api/instant-prices/book');
    expect(booking?.body).toEqual({
      menuPriceId: OFFERS.offers[0]!.menuPriceId,
      vehicleId: '42',
      address: {
        placeId: null,
        streetNumber: null,
        streetName: null,
        suburb: 'Sandton',
        town: null,
        city: 'Johannesburg',
        province: null,
        country: 'South Africa',
        postalCode: null,
        lat: -26.1076,
        lng: 28.0567,
      },
      serviceDate: '2026-12-05',
      dropOffTime: '08:00',
      vehicleMileage: 61000,
    });
    expect(booking?.headers['idempotency-key']).toBeTruthy();
  }, 60_000);

  it('asks a guest to sign in to book, and shows nothing without a place', async () => {
    api();
    const { unmount } = renderWithRouter(
      <InstantPriceOffers vehicleId="42" items={['t1']} place={SANDTON} vehicleMileage={null} isGuest />,
      '/new-quote',
    );
    expect(await screen.findByRole('link', { name: 'Sign in to book at R 1 649.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book / })).not.toBeInTheDocument();
    unmount();
    renderWithRouter(
      <InstantPriceOffers vehicleId="42" items={['t1']} place={null} vehicleMileage={null} isGuest={false} />,
      '/new-quote',
    );
    expect(screen.queryByRole('list', { name: 'Fixed prices' })).not.toBeInTheDocument();
  });
});
