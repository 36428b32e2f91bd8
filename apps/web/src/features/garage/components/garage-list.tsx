import {
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GARAGE_LIMITS, GARAGE_PAGE_SIZE, type GarageVehicle } from '@motorwise/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { VEHICLE_PLACEHOLDER_URL, vehiclePictureUrl, vehicleTitle } from '@/features/vehicles';
import { kmOrUnknown } from '@/lib/format';
import { useGarageVehicles } from '../api/garage-api';

function GarageVehicleTile({ vehicle, onOpen }: { vehicle: GarageVehicle; onOpen: () => void }) {
  const policy = vehicle.innovationPolicy;
  return (
    <Card withBorder radius="md" padding={0} component="li">
      {/* Named by what it shows, the vehicle's name first (WCAG 2.5.3: a voice user says what they see). */}
      <UnstyledButton onClick={onOpen} p="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Image
            src={vehiclePictureUrl(vehicle.vehicle)}
            fallbackSrc={VEHICLE_PLACEHOLDER_URL}
            alt=""
            w={96}
            h={64}
            fit="contain"
            bg="gray.0"
            radius="sm"
            style={{ flex: '0 0 auto' }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            {/* The name as its owner typed it, as the garage dropdown shows it. */}
            <Text fz="sm" fw={800} c="ember.8">
              {vehicle.name}
            </Text>
            <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {vehicleTitle(vehicle.vehicle)}
            </Text>
            <Group gap={6}>
              {vehicle.vehicleLicensePlate && (
                <Badge variant="outline" color="navy" size="sm">
                  {vehicle.vehicleLicensePlate}
                </Badge>
              )}
              {vehicle.vehicleMileage !== null && (
                <Text fz="xs" c="dimmed">
                  {kmOrUnknown(vehicle.vehicleMileage)}
                </Text>
              )}
              {vehicle.status && (
                <Badge variant="light" color="gray" size="sm">
                  {vehicle.status}
                </Badge>
              )}
              {policy?.showPolicyCard && (
                <Badge variant="light" color={policy.dialog ? 'orange' : 'teal'} size="sm">
                  {policy.policyStatus}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** My Garage: the vehicles (50 a page, spec), with a filter. */
export function GarageList({ onOpen }: { onOpen: (vehicle: GarageVehicle) => void }) {
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), 300);
  const [page, setPage] = useState(1);
  const garage = useGarageVehicles(debounced, page);
  const total = garage.data?.totalDisplayItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / GARAGE_PAGE_SIZE));

  return (
    <Stack gap="md">
      <TextInput
        label="Filter"
        placeholder="Name, make, model or licence plate"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filter}
        maxLength={GARAGE_LIMITS.filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {garage.isError && (
        <Alert color="red" variant="light">
          Your garage could not be loaded. Please try again.
        </Alert>
      )}
      {garage.isLoading ? (
        <Center h={120}>
          <Loader aria-label="Loading your garage" />
        </Center>
      ) : garage.data && garage.data.items.length === 0 ? (
        <Text c="dimmed">
          {debounced ? 'No vehicles match this filter.' : 'Your garage is empty. Add your first vehicle.'}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Garage vehicles"
        >
          {garage.data?.items.map((vehicle) => (
            <GarageVehicleTile key={vehicle.id} vehicle={vehicle} onOpen={() => onOpen(vehicle)} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
