import { Button, Stack, Text } from '@mantine/core';
import { type Region, travelText, type WorkshopAddress } from '@motorwise/shared';
import { Circle, Marker, Polygon, Popup, Tooltip } from 'react-leaflet';
import { BaseMap, markerIcon } from '@/components/map/base-map';

interface WorkshopMapProps {
  centre: { lat: number; lng: number };
  radiusKm: number;
  workshops: readonly WorkshopAddress[];
  /** The regions the workshops in range serve, drawn as their outlines under the markers. */
  regions?: readonly Region[];
  selected: readonly string[];
  onToggle: (workshopId: string) => void;
  height: number;
}

const REGION_PATH = { color: '#e8590c', weight: 1, dashArray: '4 4', fillOpacity: 0.04 };

/** Zoom that fits a radius on the map (about 50 km at 9, 5 km at 12). */
function zoomForRadius(km: number): number {
  return Math.max(8, Math.min(13, Math.round(13 - Math.log2(km / 3))));
}

/** The regions to draw: those a workshop in range serves, with an outline (three points or more). */
export function regionsServed(regions: readonly Region[], workshops: readonly WorkshopAddress[]): Region[] {
  const served = new Set(workshops.flatMap((w) => w.regionIds));
  return regions.filter((r) => served.has(r.id) && r.coordinates.length >= 3);
}

/**
 * spec step 3: the workshop map: the regions the workshops in range serve (polygons, named on hover), a
 * marker per workshop in range; its info window (closed until clicked) shows the jobs in progress, the
 * distance and the drive time, and adds or removes the workshop.
 */
export default function WorkshopMap({
  centre,
  radiusKm,
  workshops,
  regions = [],
  selected,
  onToggle,
  height,
}: WorkshopMapProps) {
  const zoom = zoomForRadius(radiusKm);
  return (
    <BaseMap centre={centre} zoom={zoom} height={height} label="Workshop map">
      {regionsServed(regions, workshops).map((r) =>
        // A circle region (decision 066) is drawn as its circle; a polygon as its outline.
        r.shape === 'circle' && r.centre && r.radiusKm ? (
          <Circle
            key={r.id}
            center={[r.centre.lat, r.centre.lng]}
            radius={r.radiusKm * 1000}
            pathOptions={REGION_PATH}
            interactive
            bubblingMouseEvents
          >
            <Tooltip sticky>{r.name}</Tooltip>
          </Circle>
        ) : (
          <Polygon
            key={r.id}
            positions={r.coordinates.map((c) => [c.lat, c.lng] as [number, number])}
            pathOptions={REGION_PATH}
            interactive
            bubblingMouseEvents
          >
            <Tooltip sticky>{r.name}</Tooltip>
          </Polygon>
        ),
      )}
      <Circle
        center={[centre.lat, centre.lng]}
        radius={radiusKm * 1000}
        pathOptions={{ color: '#1b2a4a', weight: 1, fillOpacity: 0.05 }}
      />
      {/* The address itself does nothing when chosen: not a nameless button to keyboard and screen readers. */}
      <Marker
        position={[centre.lat, centre.lng]}
        icon={markerIcon(zoom, '#1b2a4a')}
        interactive={false}
        keyboard={false}
      />
      {workshops.map((w) => {
        const isSelected = selected.includes(w.workshopId);
        return (
          <Marker
            key={w.workshopId}
            position={[w.lat, w.lng]}
            icon={markerIcon(zoom, isSelected ? '#2b8a3e' : '#e8590c')}
            title={w.name}
          >
            <Popup>
              <Stack gap={4}>
                <Text fw={700} fz="sm">
                  {w.name}
                </Text>
                {w.suburb && <Text fz="xs">{w.suburb}</Text>}
                <Text fz="xs">Jobs in progress: {w.referenceNumber}</Text>
                {w.distanceText && <Text fz="xs">{travelText(w)}</Text>}
                <Button
                  size="compact-xs"
                  variant={isSelected ? 'default' : 'filled'}
                  onClick={() => onToggle(w.workshopId)}
                >
                  {isSelected ? 'Remove' : 'Add to my request'}
                </Button>
              </Stack>
            </Popup>
          </Marker>
        );
      })}
    </BaseMap>
  );
}
