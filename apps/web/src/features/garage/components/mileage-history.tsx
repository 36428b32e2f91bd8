import { ActionIcon, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { formatDate, type GarageVehicle } from '@motorwise/shared';
import { IconTrash } from '@tabler/icons-react';
import { useConfirm } from '@/components/confirm-dialog';
import { kmOrUnknown } from '@/lib/format';
import { useDeleteVehicleMileage } from '../api/garage-api';

/** spec: mileage history keeps every reading; a reading can be deleted (DELETE deleteVehicleMileage/{id}). */
export function MileageHistory({ vehicle }: { vehicle: GarageVehicle }) {
  const remove = useDeleteVehicleMileage();
  const [confirm, confirmDialog] = useConfirm();
  const readings = [...vehicle.customerVehicleMappingMileageHistories].sort((a, b) =>
    b.dateCreatedUtc.localeCompare(a.dateCreatedUtc),
  );
  if (readings.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No mileage readings yet.
      </Text>
    );
  return (
    <>
      {confirmDialog}
      <Table verticalSpacing={4} fz="sm" aria-label="Mileage history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Mileage</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {readings.map((reading) => (
            <Table.Tr key={reading.id}>
              <Table.Td>{formatDate(reading.dateCreatedUtc)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{kmOrUnknown(reading.mileage)}</Table.Td>
              <Table.Td tt="capitalize">{reading.source}</Table.Td>
              <Table.Td>
                <Tooltip label="Delete reading">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete the reading of ${reading.mileage} km`}
                    loading={remove.isPending && remove.variables === reading.id}
                    onClick={() =>
                      confirm(
                        {
                          title: 'Delete this reading?',
                          message: `The reading of ${reading.mileage} km will be removed from the mileage history.`,
                          confirmLabel: 'Delete',
                          danger: true,
                        },
                        () => remove.mutate(reading.id),
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
