import { Anchor, Stack, Text } from '@mantine/core';
import { MAP, type PublicWorkshop } from '@motorwise/shared';
import { Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { BaseMap, markerIcon } from '@/components/map/base-map';
import { RatingSummary } from '@/components/rating-summary';
import { placeOf, workshopPath } from './workshop-card';

/** The directory's map: a pin per workshop; its popup links to the workshop's page. Loaded on demand. */
export default function DirectoryMap({ workshops, height }: { workshops: PublicWorkshop[]; height: number }) {
  const zoom = MAP.defaultZoom;
  return (
    <BaseMap centre={null} height={height} label="Map of the workshops found">
      {workshops.map((w) => (
        <Marker key={w.id} position={[w.lat, w.lng]} icon={markerIcon(zoom + 4)} title={w.name}>
          <Popup>
            <Stack gap={4}>
              <Anchor component={Link} to={workshopPath(w)} fw={700} fz="sm">
                {w.name}
              </Anchor>
              <Text fz="xs">{placeOf(w.address)}</Text>
              <RatingSummary rating={w.rating} reviewCount={w.reviewCount} />
            </Stack>
          </Popup>
        </Marker>
      ))}
    </BaseMap>
  );
}
