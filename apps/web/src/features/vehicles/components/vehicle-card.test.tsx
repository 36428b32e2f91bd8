import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { renderWithRouter } from '@/test/utils';
import { VEHICLE_PLACEHOLDER_URL, VehicleCard, vehiclePictureUrl } from './vehicle-card';

describe('the vehicle card', () => {
  it('shows a picture of the vehicle’s body type when the catalogue has none', () => {
    expect(vehiclePictureUrl({ imageUrl: '', bodyType: 'Pickup (bakkie)' })).toBe('/vehicles/bakkie.svg');
    expect(vehiclePictureUrl({ imageUrl: '', bodyType: 'SUV' })).toBe('/vehicles/suv.svg');
    expect(vehiclePictureUrl({ imageUrl: '', bodyType: 'MPV/Minivan' })).toBe('/vehicles/van.svg');
    expect(vehiclePictureUrl({ imageUrl: '', bodyType: 'Hatchback' })).toBe('/vehicles/hatch.svg');
    expect(vehiclePictureUrl({ imageUrl: '', bodyType: 'Passenger car' })).toBe('/vehicles/sedan.svg');
    expect(vehiclePictureUrl({ imageUrl: '', bodyType: null })).toBe(VEHICLE_PLACEHOLDER_URL);
    expect(vehiclePictureUrl({ imageUrl: '/x.jpg', bodyType: 'SUV' })).toBe('/x.jpg');
  });

  it('does not repeat the name under it', () => {
    const vehicle = makeVehicle();
    renderWithRouter(<VehicleCard vehicle={{ ...vehicle, vehicleSummary: 'Toyota Hilux 2.8 GD-6' }} />);
    expect(screen.queryByText('Toyota Hilux 2.8 GD-6')).toBeNull();
  });
});
