import { Alert, Badge, ScrollArea, Table, Text } from '@mantine/core';
import { formatDate, SERVICE_TABLE_HEIGHT_PX, type ServiceSchedule } from '@motorwise/shared';
import { IconTool } from '@tabler/icons-react';
import { kmOrUnknown, UNKNOWN } from '@/lib/format';

const COLOR_LABEL: Record<string, string> = {
  green: 'Done',
  blue: 'Upcoming',
  orange: 'Due soon',
  red: 'Overdue',
};

/**
 * spec: the service schedule table (service date, workshop, type, trigger, colour, mileage), 300 px high
 * and scrolling; the prompt above it when a service is due.
 */
export function ServiceScheduleTable({ schedule }: { schedule: ServiceSchedule }) {
  return (
    <div>
      {schedule.promptService && (
        <Alert color="orange" variant="light" icon={<IconTool aria-hidden="true" />} mb="sm" role="status">
          {schedule.promptService}
        </Alert>
      )}
      {schedule.pastServices.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No service schedule is known for this vehicle yet.
        </Text>
      ) : (
        <ScrollArea
          h={SERVICE_TABLE_HEIGHT_PX}
          type="auto"
          offsetScrollbars
          data-testid="service-schedule-scroll"
        >
          <Table stickyHeader verticalSpacing={6} fz="sm" aria-label="Service schedule" miw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Mileage</Table.Th>
                <Table.Th>Trigger</Table.Th>
                <Table.Th>Workshop</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schedule.pastServices.map((entry) => (
                <Table.Tr
                  key={`${entry.isDone ? 'done' : 'next'}-${entry.serviceDate}-${entry.type}-${entry.vehicleMilleage}`}
                >
                  <Table.Td>{entry.serviceDate ? formatDate(entry.serviceDate) : UNKNOWN}</Table.Td>
                  <Table.Td>{entry.type}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{kmOrUnknown(entry.vehicleMilleage)}</Table.Td>
                  <Table.Td>{entry.trigger}</Table.Td>
                  <Table.Td>{entry.workshopName ?? UNKNOWN}</Table.Td>
                  <Table.Td>
                    <Badge color={entry.color} variant="light">
                      {COLOR_LABEL[entry.color] ?? entry.color}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </div>
  );
}
