import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Vehicle } from '@motorwise/shared';
import type { ReactNode } from 'react';
import { vehicleTitle } from './vehicle-title';

/** The picture the API serves for a vehicle without one (GET /api/vehicles/placeholder.svg). */
export const VEHICLE_PLACEHOLDER_URL = '/api/vehicles/placeholder.svg';

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
          src={vehicle.imageUrl || VEHICLE_PLACEHOLDER_URL}
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
            <Text fz="xs" fw={800} tt="uppercase" c="ember.8" style={{ letterSpacing: '0.06em' }}>
              {name}
            </Text>
          )}
          <Title order={3} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {vehicle.vehicleSummary && (
            <Text fz="sm" c="dimmed">
              {vehicle.vehicleSummary}
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
