import { MAP } from '@motorwise/shared';
import { Marker } from 'react-leaflet';
import { BaseMap, markerIcon } from '@/components/map/base-map';

/** The address capture's map: the default view, or the chosen place at zoom 18 with a marker (spec). */
export default function AddressMap({
  point,
  height,
}: {
  point: { lat: number; lng: number } | null;
  height: number;
}) {
  return (
    <BaseMap centre={point} zoom={MAP.placeZoom} height={height} label="Address map">
      {point && (
        <Marker
          position={[point.lat, point.lng]}
          icon={markerIcon(MAP.placeZoom)}
          interactive={false}
          keyboard={false}
        />
      )}
    </BaseMap>
  );
}
