import type { Region, WorkshopAddress } from '@motorwise/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import WorkshopMap, { regionsServed } from './workshop-map';

/** Issue 20 item 12: step 3's map draws the regions the workshops in range serve. */

const square = (lat: number, lng: number) => [
  { lat, lng },
  { lat: lat + 0.1, lng },
  { lat: lat + 0.1, lng: lng + 0.1 },
  { lat, lng: lng + 0.1 },
];
const region = (id: string, name: string, coordinates: Region['coordinates']): Region => ({
  id,
  name,
  province: 'Gauteng',
  metro: 'Johannesburg',
  coordinates,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateModified: '2026-01-01T00:00:00.000Z',
});
const randburg = region('r-1', 'Randburg', square(-26.1, 27.95));
const sandton = region('r-2', 'Sandton', square(-26.1, 28.05));
const durban = region('r-3', 'Durban North', square(-29.8, 31.0));
const noOutline = region('r-4', 'A point', [{ lat: -26.1, lng: 28 }]);

const workshop = (regionIds: string[]) =>
  ({
    workshopId: 'w-1',
    name: 'Randburg Auto Clinic',
    regionIds,
    suburb: 'Ferndale',
    lat: -26.09,
    lng: 28.0,
    distance: 2,
    distanceText: '2 km',
    durationText: '6 mins',
    referenceNumber: 3,
    isOrganization: false,
    workshopLogoUrl: null,
  }) as unknown as WorkshopAddress;

describe('the workshop map', () => {
  it('draws the regions the workshops in range serve, and no others', () => {
    const served = regionsServed([randburg, sandton, durban, noOutline], [workshop(['r-1', 'r-2', 'r-4'])]);
    expect(served.map((r) => r.name)).toEqual(['Randburg', 'Sandton']);

    const { container } = render(
      <WorkshopMap
        centre={{ lat: -26.09, lng: 28.0 }}
        radiusKm={10}
        workshops={[workshop(['r-1', 'r-2'])]}
        regions={[randburg, sandton, durban]}
        selected={[]}
        onToggle={() => {}}
        height={300}
      />,
    );
    // The travel circle and one outline per served region.
    expect(container.querySelectorAll('path.leaflet-interactive[stroke-dasharray="4 4"]')).toHaveLength(2);
  });
});
