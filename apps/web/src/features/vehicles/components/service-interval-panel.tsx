import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, mileageSchema, type Vehicle } from '@motorwise/shared';
import { useState } from 'react';
import { formatMonths, kmOrUnknown, UNKNOWN } from '@/lib/format';
import { useServiceInterval } from '../api/vehicles-api';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * The service schedule of a catalogue vehicle (no garage history): the next service by distance and time
 * for a mileage the visitor types (GET /api/vehicles/queryVehicleServiceInterval).
 */
export function ServiceIntervalPanel({
  vehicle,
  initialMileage,
}: {
  vehicle: Vehicle;
  initialMileage?: number | null;
}) {
  const [input, setInput] = useState(initialMileage ? String(initialMileage) : '');
  const [mileage, setMileage] = useState<number | null>(initialMileage ?? null);
  const [error, setError] = useState<string | null>(null);
  const query = useServiceInterval(vehicle.uniqueId, mileage);

  const submit = () => {
    const parsed = mileageSchema().safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setMileage(parsed.data);
  };

  const data = query.data;
  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Current mileage (km)"
            inputMode="numeric"
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            error={error}
            maxLength={6}
            w={200}
          />
          <Button type="submit" variant="light" loading={query.isFetching}>
            Check service
          </Button>
        </Group>
      </form>
      {query.isError && (
        <Alert color="red" variant="light">
          We could not work out the service interval for this vehicle.
        </Alert>
      )}
      {data && (
        <>
          {data.isServiceDue && (
            <Alert color="orange" variant="light" role="status">
              A service is due now.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label="Service interval" value={kmOrUnknown(data.serviceIntervalKm)} />
            <Fact label="Every" value={formatMonths(data.serviceIntervalMonths)} />
            <Fact label="Next service at" value={kmOrUnknown(data.nextServiceMileage)} />
            <Fact label="Distance to go" value={kmOrUnknown(data.kmUntilNextService)} />
            <Fact label="Next major service" value={kmOrUnknown(data.nextMajorServiceMileage)} />
            <Fact
              label="Next service by date"
              value={data.nextServiceDate ? formatDate(data.nextServiceDate) : UNKNOWN}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
