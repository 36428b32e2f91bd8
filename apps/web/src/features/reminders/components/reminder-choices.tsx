import { Alert, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { REMINDER_KIND_LABELS, type ReminderChoice } from '@motorwise/shared';
import { errorMessageOf } from '@/lib/api-client';
import { useReminderChoices, useSetReminderChoice } from '../api/reminders-api';

/**
 * The account's reminders (decision 078): for each vehicle in My Garage, each kind of reminder on or off.
 * Everything is on until turned off; the choice is the person's, kept with their data and exported with it.
 */
export function ReminderChoicesPanel() {
  const choices = useReminderChoices();
  const set = useSetReminderChoice();
  if (choices.isLoading) return <Loader aria-label="Loading your reminders" />;
  if (choices.isError || !choices.data)
    return (
      <Alert color="red" role="alert">
        Your reminders could not be loaded.
      </Alert>
    );
  const items = choices.data.items;
  if (items.length === 0)
    return (
      <Text fz="sm">Add a vehicle to My Garage to get service, licence disk and roadworthy reminders.</Text>
    );
  const vehicles = [...new Map(items.map((c) => [c.customerVehicleId, c.vehicleName])).entries()];
  const toggle = (c: ReminderChoice, on: boolean) =>
    set.mutate({ customerVehicleId: c.customerVehicleId, kind: c.kind, on });
  return (
    <Stack gap="md">
      {set.isError && (
        <Alert color="red" role="alert">
          {errorMessageOf(set.error)}
        </Alert>
      )}
      {vehicles.map(([vehicleId, name]) => (
        <Table key={vehicleId} aria-label={`Reminders for ${name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{name}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items
              .filter((c) => c.customerVehicleId === vehicleId)
              .map((c) => (
                <Table.Tr key={c.kind}>
                  <Table.Td>
                    <Switch
                      label={REMINDER_KIND_LABELS[c.kind]}
                      aria-label={`${REMINDER_KIND_LABELS[c.kind]} for ${name}`}
                      checked={c.on}
                      disabled={set.isPending}
                      onChange={(event) => toggle(c, event.currentTarget.checked)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      ))}
    </Stack>
  );
}
