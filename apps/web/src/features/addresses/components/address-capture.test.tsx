import { UI_LABELS, UI_MESSAGES } from '@motorwise/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { AddressCapture, type AddressValue } from './address-capture';

function Harness() {
  const [value, setValue] = useState<AddressValue | null>(null);
  return <AddressCapture value={value} onChange={setValue} withMap={false} />;
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

    await user.click(screen.getByRole('button', { name: UI_LABELS.resetAddress }));
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.queryByRole('button', { name: UI_LABELS.resetAddress })).not.toBeInTheDocument();
    // spec: Reset restores full width after 500 ms.
    expect(screen.getByTestId('address-search-col')).toHaveAttribute('data-narrow', 'true');
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(screen.getByTestId('address-search-col')).not.toHaveAttribute('data-narrow');
  });
});
