import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { GarageVehicle } from '@motorwise/shared';
import { IconCar } from '@tabler/icons-react';
import { vehicleTitle } from '@/features/vehicles';
import { useSession } from '@/lib/session';
import { useGarageVehicles } from '../api/garage-api';
import { policyFacts, showsPolicyDetails } from './policy';

export const GARAGE_SELECT_LABEL = 'My Garage';

/**
 * One entry of the My Garage dropdown (spec): name, status, year, brand, range, model and, for a policy,
 * policy code, VIN, start and end date and end distance in km; the policy part is hidden when the
 * policy is expired or cancelled.
 */
export function GarageVehicleOption({ vehicle }: { vehicle: GarageVehicle }) {
  const policy = vehicle.innovationPolicy;
  return (
    <Stack gap={2} py={2} data-testid="garage-option">
      <Group gap={6} wrap="wrap">
        <Text fw={700} fz="sm">
          {vehicle.name}
        </Text>
        {vehicle.status && (
          <Badge size="xs" variant="light" color="gray">
            {vehicle.status}
          </Badge>
        )}
      </Group>
      <Text fz="sm">{vehicleTitle(vehicle.vehicle)}</Text>
      {showsPolicyDetails(policy) && (
        <Text fz="xs" c="dimmed" data-testid="garage-option-policy">
          {policyFacts(policy)
            .map(([label, value]) => `${label}: ${value}`)
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

interface GarageVehicleSelectProps {
  onSelect: (vehicle: GarageVehicle) => void;
  value?: string | null;
}

/** The My Garage dropdown of the search widget; nothing for visitors who are not signed in. */
export function GarageVehicleSelect({ onSelect, value = null }: GarageVehicleSelectProps) {
  const { status } = useSession();
  const garage = useGarageVehicles();
  if (status !== 'authenticated') return null;
  const items = garage.data?.items ?? [];
  const byId = new Map(items.map((v) => [v.id, v]));
  return (
    <Select
      label={GARAGE_SELECT_LABEL}
      description={items.length === 0 && !garage.isLoading ? 'No vehicles in your garage yet.' : undefined}
      placeholder={garage.isLoading ? 'Loading your vehicles…' : 'Choose a vehicle from your garage'}
      leftSection={<IconCar size={18} aria-hidden="true" />}
      data={items.map((v) => ({ value: v.id, label: `${v.name} – ${vehicleTitle(v.vehicle)}` }))}
      value={value}
      onChange={(id) => {
        const vehicle = id ? byId.get(id) : undefined;
        if (vehicle) onSelect(vehicle);
      }}
      renderOption={({ option }) => {
        const vehicle = byId.get(option.value);
        return vehicle ? <GarageVehicleOption vehicle={vehicle} /> : option.label;
      }}
      disabled={items.length === 0}
      size="md"
      maxDropdownHeight={360}
      comboboxProps={{ withinPortal: true, zIndex: 300, middlewares: { flip: false, shift: false } }}
      allowDeselect={false}
    />
  );
}
