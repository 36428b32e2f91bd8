import { Marker } from 'react-leaflet';
import { BaseMap, markerIcon } from '@/components/map/base-map';

/** The workshop's place on a map (loaded on demand). */
export default function WorkshopPin({
  lat,
  lng,
  name,
  height,
}: {
  lat: number;
  lng: number;
  name: string;
  height: number;
}) {
  return (
    <BaseMap centre={{ lat, lng }} zoom={14} height={height} label={`Map: where ${name} is`}>
      <Marker position={[lat, lng]} icon={markerIcon(14)} title={name} />
    </BaseMap>
  );
}
