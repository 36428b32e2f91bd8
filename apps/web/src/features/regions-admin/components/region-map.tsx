import type { LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { useState } from 'react';
import { Circle, Marker, Polygon, Polyline, useMapEvents } from 'react-leaflet';
import { BaseMap, markerIcon } from '@/components/map/base-map';
import { extentOf, type Point, type RegionDraft, round6, typedNumber } from './region-draft';

const placed = (e: LeafletEvent): Point => {
  const { lat, lng } = (e.target as LeafletMarker).getLatLng();
  return { lat: round6(lat), lng: round6(lng) };
};

function Drawing({
  draft,
  onChange,
}: {
  draft: RegionDraft;
  onChange: (next: Partial<RegionDraft>) => void;
}) {
  // A click adds a polygon's next point, or places a circle's centre.
  useMapEvents({
    click: (e) => {
      const at = { lat: round6(e.latlng.lat), lng: round6(e.latlng.lng) };
      if (draft.shape === 'polygon') onChange({ points: [...draft.points, at] });
      else onChange({ centreLat: String(at.lat), centreLng: String(at.lng) });
    },
  });
  const path = { color: '#e8590c', weight: 2, fillOpacity: 0.1 };
  if (draft.shape === 'circle') {
    const lat = typedNumber(draft.centreLat);
    const lng = typedNumber(draft.centreLng);
    const km = typedNumber(draft.radiusKm);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    return (
      <>
        {Number.isFinite(km) && km > 0 && (
          <Circle center={[lat, lng]} radius={km * 1000} pathOptions={path} />
        )}
        <Marker
          position={[lat, lng]}
          draggable
          icon={markerIcon(10)}
          title="Centre (drag to move)"
          eventHandlers={{
            dragend: (e) => {
              const at = placed(e);
              onChange({ centreLat: String(at.lat), centreLng: String(at.lng) });
            },
          }}
        />
      </>
    );
  }
  const positions = draft.points.map((p) => [p.lat, p.lng] as [number, number]);
  return (
    <>
      {positions.length >= 3 ? (
        <Polygon positions={positions} pathOptions={path} />
      ) : (
        positions.length === 2 && <Polyline positions={positions} pathOptions={path} />
      )}
      {draft.points.map((p, i) => (
        <Marker
          // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the outline.
          key={i}
          position={[p.lat, p.lng]}
          draggable
          icon={markerIcon(8)}
          title={`Point ${i + 1} (drag to move)`}
          eventHandlers={{
            dragend: (e) => onChange({ points: draft.points.map((q, j) => (j === i ? placed(e) : q)) }),
          }}
        />
      ))}
    </>
  );
}

/**
 * The drawing map: a click adds the polygon's next point (or places the circle's centre), each point and
 * the centre drag to move. No drawing plugin: none supports react-leaflet 5 (decision 066).
 */
export function RegionMap({
  draft,
  onChange,
  height = 360,
}: {
  draft: RegionDraft;
  onChange: (next: Partial<RegionDraft>) => void;
  height?: number;
}) {
  // Where to look: the region as it was when the form opened, else Gauteng (kept while drawing, so the
  // map does not move under the pointer).
  const [centre] = useState(() => {
    const lat = typedNumber(draft.centreLat);
    const lng = typedNumber(draft.centreLng);
    const points =
      draft.shape === 'circle' && Number.isFinite(lat) && Number.isFinite(lng)
        ? [{ lat, lng }]
        : draft.points;
    return points.length > 0 ? extentOf(points).centre : { lat: -26.0, lng: 28.1 };
  });
  return (
    <BaseMap centre={centre} zoom={9} height={height} label="Draw the region">
      <Drawing draft={draft} onChange={onChange} />
    </BaseMap>
  );
}
