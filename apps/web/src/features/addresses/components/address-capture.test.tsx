import { messages, UI_LABELS, UI_MESSAGES } from '@motorwise/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { AddressCapture, type AddressValue } from './address-capture';

/** What the form was last handed, for the tests to read. */
let latest: AddressValue | null = null;

function Harness({ completeAddressRequired = false }: { completeAddressRequired?: boolean }) {
  const [value, setValue] = useState<AddressValue | null>(null);
  // A form that needs the complete address says so while any field is empty.
  const incomplete =
    completeAddressRequired &&
    value !== null &&
    [value.streetNumber, value.streetName, value.suburb, value.postalCode].some((v) => !v);
  return (
    <AddressCapture
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      completeAddressRequired={completeAddressRequired}
      error={incomplete ? 'Please search for the full address.' : null}
      withMap={false}
    />
  );
}

const details = {
  placeId: 'gz:1',
  formattedAddress: 'Sandton, Johannesburg, 2196, South Africa',
  streetNumber: null,
  streetName: null,
  suburb: 'Sandton',
  town: null,
  city: 'Johannesburg',
  province: 'Gauteng',
  country: 'South Africa',
  postalCode: '2196',
  lat: -26.1,
  lng: 28.05,
};

describe('address capture', () => {
  it('suggests only past 3 characters, fills read-only fields from the place, narrows and resets after 500 ms', async () => {
    const api = mockApi({
      'GET /api/places/suggest': () => ({
        status: 200,
        body: [
          {
            placeId: 'gz:1',
            description: 'Sandton, Johannesburg, Gauteng',
            mainText: 'Sandton',
            secondaryText: 'Johannesburg, Gauteng',
          },
        ],
      }),
      'GET /api/places/details/gz:1': () => ({ status: 200, body: details }),
    });
    renderWithRouter(<Harness />);
    const user = userEvent.setup();
    const search = screen.getByRole('combobox', { name: UI_LABELS.searchAddress });
    expect(search).toHaveAttribute('placeholder', UI_LABELS.searchAddressHint);
    // Without manual capture the fields ask for a search.
    expect(screen.getByLabelText('City')).toHaveAttribute('placeholder', UI_MESSAGES.searchAddressAbove);
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');

    await user.type(search, 'San');
    await new Promise((r) => setTimeout(r, 500));
    expect(api.callsTo('GET /api/places/suggest')).toHaveLength(0);

    await user.type(search, 'd');
    await waitFor(() => expect(api.callsTo('GET /api/places/suggest')).toHaveLength(1));
    await user.click(
      await screen.findByRole('option', { name: 'Sandton, Johannesburg, Gauteng', hidden: true }),
    );
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Johannesburg'));
    expect(new URL(api.callsTo('GET /api/places/suggest')[0]?.url ?? '').searchParams.get('input')).toBe(
      'Sand',
    );
    expect(screen.getByLabelText('Postal code')).toHaveValue('2196');
    expect(screen.getByLabelText('Suburb')).toHaveAttribute('readonly');
    expect(screen.getByTestId('address-search-col')).toHaveAttribute('data-narrow', 'true');

    // The person looks at the address a moment (the search's debounce settles on it), then resets it.
    await act(() => new Promise((r) => setTimeout(r, 400)));
    await user.click(screen.getByRole('button', { name: UI_LABELS.resetAddress }));
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.queryByRole('button', { name: UI_LABELS.resetAddress })).not.toBeInTheDocument();
    // spec: Reset restores full width after 500 ms.
    expect(screen.getByTestId('address-search-col')).toHaveAttribute('data-narrow', 'true');
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(screen.getByTestId('address-search-col')).not.toHaveAttribute('data-narrow');
    // The address just reset is not searched for (its suggestions were chosen by mistake: issue 20).
    expect(api.callsTo('GET /api/places/suggest')).toHaveLength(1);
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
  });
});

/** The gazetteer knows suburbs, not streets: a chosen suburb has no street number or name. */
const ferndale: AddressValue = {
  placeId: 'gz:799055007',
  formattedAddress: 'Ferndale, Randburg, Johannesburg, 2194, South Africa',
  streetNumber: null,
  streetName: null,
  suburb: 'Ferndale',
  town: 'Randburg',
  city: 'Johannesburg',
  province: 'Gauteng',
  country: 'South Africa',
  postalCode: '2194',
  lat: -26.0869,
  lng: 27.9899,
};

function suburbApi(place: AddressValue = ferndale) {
  return mockApi({
    'GET /api/places/suggest': (call) =>
      new URL(call.url).searchParams.get('input')?.toLowerCase().startsWith('fern')
        ? {
            status: 200,
            body: [
              {
                placeId: place.placeId,
                description: `${place.suburb}, Randburg, Johannesburg, Gauteng`,
                mainText: place.suburb,
                secondaryText: 'Randburg, Johannesburg, Gauteng',
              },
            ],
          }
        : { status: 200, body: [] },
    [`GET /api/places/details/${place.placeId}`]: () => ({ status: 200, body: place }),
  });
}

async function chooseFerndale(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: UI_LABELS.searchAddress }), 'Ferndale');
  await user.click(
    await screen.findByRole('option', { name: 'Ferndale, Randburg, Johannesburg, Gauteng', hidden: true }),
  );
  await waitFor(() => expect(screen.getByLabelText(/^Suburb/)).toHaveValue('Ferndale'));
}

describe('street addresses (issue 20 item 6)', () => {
  it('a person types the street number and name key by key after choosing a suburb', async () => {
    suburbApi();
    latest = null;
    renderWithRouter(<Harness />);
    const user = userEvent.setup();
    await chooseFerndale(user);

    // The street number is next: the search found the suburb, the street is the person's to type.
    const number = screen.getByLabelText('Street number');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).not.toHaveAttribute('readonly');
    await user.keyboard('12A');
    await user.type(screen.getByLabelText('Street name'), 'Main Road');
    expect(number).toHaveValue('12A');
    expect(screen.getByLabelText('Street name')).toHaveValue('Main Road');

    // What the place filled in stays as found.
    for (const label of ['Suburb', 'City', 'Province', 'Country', 'Postal code'])
      expect(screen.getByLabelText(label), label).toHaveAttribute('readonly');
    expect(latest).toMatchObject({
      streetNumber: '12A',
      streetName: 'Main Road',
      suburb: 'Ferndale',
      postalCode: '2194',
      lat: -26.0869,
      lng: 27.9899,
      formattedAddress: '12A Main Road, Ferndale, Randburg, Johannesburg, 2194, South Africa',
    });
    expect(screen.getByRole('combobox', { name: UI_LABELS.searchAddress })).toHaveValue(
      '12A Main Road, Ferndale, Randburg, Johannesburg, 2194, South Africa',
    );
  });

  it('a search that matches nothing says so, and what to do instead', async () => {
    const api = suburbApi();
    renderWithRouter(<Harness />);
    const user = userEvent.setup();
    const search = screen.getByRole('combobox', { name: UI_LABELS.searchAddress });
    await user.type(search, '12 Jan Smuts Avenue');
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'No address matched "12 Jan Smuts Avenue". Search for the suburb or town, then type the street number and name.',
      ),
    );
    expect(api.callsTo('GET /api/places/suggest').length).toBeGreaterThan(0);

    // Typing on clears it until the next answer; a suburb that is found brings suggestions, not the message.
    await user.clear(search);
    expect(status).toHaveTextContent('');
    await user.type(search, 'Fernd');
    expect(
      await screen.findByRole('option', { name: 'Ferndale, Randburg, Johannesburg, Gauteng', hidden: true }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('');
  });

  it('a field the place left empty is typed in (a postal code, four digits)', async () => {
    suburbApi({
      ...ferndale,
      postalCode: null,
      formattedAddress: 'Ferndale, Randburg, Johannesburg, South Africa',
    });
    renderWithRouter(<Harness />);
    const user = userEvent.setup();
    await chooseFerndale(user);
    const postal = screen.getByLabelText('Postal code');
    expect(postal).not.toHaveAttribute('readonly');
    await user.type(postal, '21a945');
    expect(postal).toHaveValue('2194');
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
  });

  it('with the complete-address-required option, marks every field and says which are empty', async () => {
    suburbApi();
    renderWithRouter(<Harness completeAddressRequired />);
    const user = userEvent.setup();
    for (const label of [
      'Street number',
      'Street name',
      'Suburb',
      'City',
      'Province',
      'Country',
      'Postal code',
    ])
      expect(screen.getByLabelText(new RegExp(`^${label}`)), label).toHaveAttribute('aria-required', 'true');
    await chooseFerndale(user);
    const number = screen.getByLabelText(/^Street number/);
    const name = screen.getByLabelText(/^Street name/);
    expect(number).toHaveAccessibleDescription(messages.required());
    expect(name).toHaveAccessibleDescription(messages.required());
    // The search box does not ask for another search: the place is right, its street is missing.
    expect(screen.queryByText('Please search for the full address.')).not.toBeInTheDocument();
    await user.type(number, '7');
    await user.type(name, 'Bram Fischer Drive');
    expect(number).not.toHaveAccessibleDescription(messages.required());
    expect(screen.queryByText(messages.required())).not.toBeInTheDocument();
  });

  it('without the option, nothing is marked required (spec: only when the option is on)', () => {
    renderWithRouter(<Harness />);
    expect(screen.getByLabelText('Street number')).not.toHaveAttribute('aria-required');
  });
});
