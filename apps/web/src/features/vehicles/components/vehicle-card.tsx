import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Vehicle } from '@motorwise/shared';
import { VEHICLES_API } from '@motorwise/shared';
import type { ReactNode } from 'react';
import { vehicleFacts, vehicleTitle } from './vehicle-title';

/** The picture the API serves for a vehicle without one (GET /api/vehicles/placeholder.svg). */
export const VEHICLE_PLACEHOLDER_URL = VEHICLES_API.getVehiclePlaceholder.path;

/** Body types as the catalogue spells them, to the side view drawn for each (public/vehicles/). */
const BODY_PICTURES: [RegExp, string][] = [
  [/bakkie|pick-?up|double cab|single cab/i, 'bakkie'],
  [/suv|utility|4x4|crossover/i, 'suv'],
  [/van|mpv|minivan|bus/i, 'van'],
  [/hatch|wagon/i, 'hatch'],
  [/sedan|saloon|passenger|coupe|roadster|cabriolet|two-seater/i, 'sedan'],
];

/**
 * The vehicle's own picture, or else a side view of its body type (a bakkie looks like a bakkie), or else
 * the API's placeholder.
 */
export function vehiclePictureUrl(vehicle: Pick<Vehicle, 'imageUrl' | 'bodyType'>): string {
  if (vehicle.imageUrl) return vehicle.imageUrl;
  const body = BODY_PICTURES.find(([pattern]) => pattern.test(vehicle.bodyType ?? ''));
  return body ? `/vehicles/${body[1]}.svg` : VEHICLE_PLACEHOLDER_URL;
}

interface VehicleCardProps {
  vehicle: Vehicle;
  /** A garage vehicle's own name, shown above the catalogue name. */
  name?: string | null;
  badge?: ReactNode;
  children?: ReactNode;
}

/** The vehicle card: picture (or the placeholder), name and summary, with room for actions below. */
export function VehicleCard({ vehicle, name, badge, children }: VehicleCardProps) {
  const title = vehicleTitle(vehicle);
  return (
    <Card withBorder radius="md" padding="lg" aria-label={`Vehicle: ${title}`} component="section">
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Image
          src={vehiclePictureUrl(vehicle)}
          fallbackSrc={VEHICLE_PLACEHOLDER_URL}
          alt={title}
          w={{ base: '100%', xs: 180 }}
          h={120}
          fit="contain"
          radius="sm"
          bg="gray.0"
        />
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          {name && (
            <Text fz="sm" fw={800} c="ember.8">
              {name}
            </Text>
          )}
          <Title order={3} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {/* Not the catalogue summary, which repeats the name above; fuel and gearbox are the badges. */}
          {vehicleFacts({ bodyType: vehicle.bodyType, capacity: vehicle.capacity }) && (
            <Text fz="sm" c="dimmed">
              {vehicleFacts({ bodyType: vehicle.bodyType, capacity: vehicle.capacity })}
            </Text>
          )}
          {badge && <Group gap={6}>{badge}</Group>}
          {vehicle.fuelType || vehicle.transmissionType ? (
            <Group gap={6} mt={4}>
              {vehicle.fuelType && (
                <Badge variant="light" color="navy">
                  {vehicle.fuelType}
                </Badge>
              )}
              {vehicle.transmissionType && (
                <Badge variant="light" color="gray">
                  {vehicle.transmissionType}
                </Badge>
              )}
            </Group>
          ) : null}
        </Stack>
      </Group>
      {children && <Stack mt="md">{children}</Stack>}
    </Card>
  );
}
