import {
  allowedDateWindow,
  dateRange,
  isoWeekday,
  listAllowedDates,
  publicHolidayOn,
  UI_LABELS,
} from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { makeVehicle } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, organisationUser, renderRoutes, storeSession } from '@/test/utils';
import { NewQuoteWizard } from './new-quote-wizard';
import { emptyDraft, type QuoteDraft } from './quote-draft';

/** Issue 20 item 6, decision 054: a signed-in customer's next request starts from their last address. */

const vehicle = makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' });

const lastAddress = {
  id: 'a-1',
  name: null,
  isActive: true,
  streetNumber: '45',
  streetName: 'Albert Road',
  suburb: 'Woodstock',
  town: 'Cape Town',
  city: 'Cape Town',
  province: 'Western Cape',
  country: 'South Africa',
  postalCode: '7925',
  lat: -33.9281,
  lng: 18.4472,
  dateCreated: '2026-11-20T08:00:00.000Z',
  isOrganization: false,
};

function storeDraftAtStep3(step3?: Record<string, unknown>) {
  const draft: QuoteDraft = {
    ...emptyDraft(),
    selection: { kind: 'catalogue', vehicle },
    quoteType: 'SMC_Service',
    started: true,
    currentStep: 2,
    furthestStep: 2,
    steps: {
      step1: { vehicleMileage: '55000' },
      step2: {
        items: [{ id: 'ri-1', name: 'Minor service', hasQuery: false, query: null, queryAnswer: null }],
        partsPreference: "I don't mind",
        vehicleVinNumber: '',
      },
      ...(step3 ? { step3 } : {}),
    },
  };
  localStorage.setItem(STORAGE_KEYS.quoteDraft, JSON.stringify(draft));
}

function api() {
  return mockApi({
    'POST /api/tracking/events': () => ({ status: 202 }),
    'GET /api/PublicWorkshop/GetWorkshopAddresses': () => ({ status: 200, body: [] }),
    'GET /api/QuoteRequests/LastAddress': () => ({ status: 200, body: { address: lastAddress } }),
  });
}

function renderStep3() {
  renderRoutes([{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }], '/new-quote');
  return userEvent.setup();
}

afterEach(() => localStorage.clear());

describe('step 3 remembers a signed-in customer’s last address', () => {
  it('starts from the address of the last request, street included, and the street can be changed', async () => {
    const calls = api();
    storeSession(customer);
    storeDraftAtStep3();
    const user = renderStep3();
    const search = await screen.findByRole('combobox', { name: UI_LABELS.searchAddress });
    await waitFor(() =>
      expect(search).toHaveValue('45 Albert Road, Woodstock, Cape Town, 7925, South Africa'),
    );
    expect(
      screen.getByText('The address of your last request. Reset it to search for another.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Street name')).toHaveValue('Albert Road');
    expect(screen.getByLabelText('Suburb')).toHaveAttribute('readonly');
    expect(calls.callsTo('GET /api/QuoteRequests/LastAddress')).toHaveLength(1);

    const number = screen.getByLabelText('Street number');
    await user.clear(number);
    await user.type(number, '47');
    expect(search).toHaveValue('47 Albert Road, Woodstock, Cape Town, 7925, South Africa');
    // The draft keeps what was typed (a reload comes back to it).
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.quoteDraft) ?? '{}') as QuoteDraft;
      expect(stored.steps.step3?.address).toMatchObject({ streetNumber: '47', streetName: 'Albert Road' });
    });

    // Reset: an empty search, and no more note.
    await user.click(screen.getByRole('button', { name: UI_LABELS.resetAddress }));
    expect(search).toHaveValue('');
    expect(screen.queryByText(/The address of your last request/)).not.toBeInTheDocument();
  });

  it('keeps an address the draft already has', async () => {
    const calls = api();
    storeSession(customer);
    storeDraftAtStep3({
      address: {
        ...lastAddress,
        placeId: 'gz:1',
        formattedAddress: 'Ferndale, Randburg',
        streetNumber: null,
      },
    });
    renderStep3();
    const search = await screen.findByRole('combobox', { name: UI_LABELS.searchAddress });
    expect(search).toHaveValue('Ferndale, Randburg');
    await new Promise((r) => setTimeout(r, 300));
    expect(search).toHaveValue('Ferndale, Randburg');
    expect(calls.callsTo('GET /api/QuoteRequests/LastAddress')).toHaveLength(0);
  });

  it('asks nothing for a guest or an organisation user', async () => {
    for (const who of [null, organisationUser]) {
      const calls = api();
      if (who) storeSession(who);
      storeDraftAtStep3();
      const { unmount } = renderRoutes(
        [{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }],
        '/new-quote',
      );
      expect(await screen.findByRole('combobox', { name: UI_LABELS.searchAddress })).toHaveValue('');
      await new Promise((r) => setTimeout(r, 300));
      expect(calls.callsTo('GET /api/QuoteRequests/LastAddress')).toHaveLength(0);
      unmount();
      localStorage.clear();
    }
  });
});

const WORKSHOP_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

const address = {
  placeId: 'gz:1',
  formattedAddress: 'Sandton, Johannesburg',
  streetNumber: null,
  streetName: null,
  suburb: 'Sandton',
  town: 'Johannesburg',
  city: 'Johannesburg',
  province: 'Gauteng',
  country: 'South Africa',
  postalCode: '2196',
  lat: -26.1076,
  lng: 28.0567,
};

const workshop = {
  workshopId: WORKSHOP_ID,
  name: 'Sandton Service Centre',
  regionIds: [],
  suburb: 'Sandton',
  city: 'Johannesburg',
  lat: -26.1,
  lng: 28.05,
  straightLineKm: 1.2,
  referenceNumber: 0,
  isOrganization: false,
  workshopLogoUrl: null,
  rating: null,
  distance: 1200,
  distanceText: null,
  duration: null,
  durationText: null,
  durationInTraffic: null,
  durationInTrafficText: null,
};

const chipLabel = (iso: string) => {
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][isoWeekday(iso) - 1];
  return `${day} ${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
};

/** Issue 24 item 2, decision 075: step 3 offers the days the chosen workshops have room, Saturdays too. */
describe('step 3 dates', () => {
  it('offers Monday to Saturday without holidays, then the days the chosen workshop has room', async () => {
    const fallback = listAllowedDates(new Date());
    const saturday = fallback.find((d) => isoWeekday(d) === 6) ?? '';
    const weekday = fallback.find((d) => isoWeekday(d) < 6) ?? '';
    const calls = mockApi({
      'POST /api/tracking/events': () => ({ status: 202 }),
      'GET /api/PublicWorkshop/GetWorkshopAddresses': () => ({ status: 200, body: [workshop] }),
      'GET /api/PublicWorkshop/DropOffSlots': () => ({
        status: 200,
        body: {
          workshops: [
            {
              workshopId: WORKSHOP_ID,
              freeChangeHours: 24,
              days: [
                { date: weekday, times: ['07:30', '08:00'], left: 3 },
                { date: saturday, times: ['08:00'], left: 1 },
              ].sort((a, b) => a.date.localeCompare(b.date)),
            },
          ],
        },
      }),
    });
    storeDraftAtStep3({ address, travelDistance: 10 });
    const user = renderStep3();

    const dates = await screen.findByRole('group', { name: 'Dates' });
    // No workshop chosen: every day in the window but Sundays and public holidays, a Saturday among them.
    expect(within(dates).getAllByRole('checkbox')).toHaveLength(fallback.length);
    expect(within(dates).getByLabelText(chipLabel(saturday))).toBeInTheDocument();
    const window = dateRange(fallback[0] ?? '', fallback.at(-1) ?? '');
    for (const d of window.filter((d) => isoWeekday(d) === 7 || publicHolidayOn(d)))
      expect(within(dates).queryByLabelText(chipLabel(d))).not.toBeInTheDocument();

    // A date chosen that the workshop then has no room on is no longer chosen.
    const lost = fallback.find((d) => d !== weekday && d !== saturday) ?? '';
    await user.click(within(dates).getByLabelText(chipLabel(lost)));
    await user.click(await screen.findByRole('checkbox', { name: /Sandton Service Centre/ }));
    await waitFor(() => expect(within(dates).getAllByRole('checkbox')).toHaveLength(2));
    expect(within(dates).getByLabelText(chipLabel(saturday))).not.toBeChecked();
    expect(within(dates).getByLabelText(chipLabel(weekday))).toBeInTheDocument();
    expect(within(dates).queryByLabelText(chipLabel(lost))).not.toBeInTheDocument();
    expect(screen.getByText('The days the workshops you chose have room.')).toBeVisible();
    const asked = new URL(calls.callsTo('GET /api/PublicWorkshop/DropOffSlots')[0]?.url ?? 'http://x');
    expect(asked.searchParams.get('workshopIds')).toBe(WORKSHOP_ID);
    // From the window's first day, a Sunday too (a workshop may open on Sundays), to its last.
    const span = allowedDateWindow(new Date());
    expect([asked.searchParams.get('from'), asked.searchParams.get('to')]).toEqual([span.from, span.to]);

    await user.click(within(dates).getByLabelText(chipLabel(saturday)));
    expect(within(dates).getByLabelText(chipLabel(saturday))).toBeChecked();
  });
});
