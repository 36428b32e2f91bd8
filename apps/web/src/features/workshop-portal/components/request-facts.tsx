import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, type IncomingRequest, QUOTES_API, travelText } from '@motorwise/shared';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { downloadFile } from '../api/portal-api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** What the customer asked for: vehicle, items with their questions and answers, dates, files and notes. */
export function RequestFacts({ request }: { request: Omit<IncomingRequest, 'quote'> }) {
  const v = request.vehicle;
  const customer = [request.customer.firstName, request.customer.lastName].filter(Boolean).join(' ');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="request-title"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              Request {request.reference}
            </Text>
            <Title order={2} fz="h4" id="request-title">
              {v.name}
            </Title>
          </Stack>
          {request.isInspection && <Badge color="ember">Inspection: send a pre-quote</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label="Customer">{customer}</Fact>
          <Fact label="Mileage">{v.mileage !== null ? `${v.mileage.toLocaleString('en-ZA')} km` : ''}</Fact>
          <Fact label="VIN">{v.vinNumber}</Fact>
          <Fact label="Licence plate">{v.licensePlate}</Fact>
          <Fact label="Parts preference">{request.partsPreference}</Fact>
          <Fact label="Distance">{[request.suburb, travelText(request)].filter(Boolean).join(' · ')}</Fact>
          <Fact label="Dates">
            {request.datesRequested.map((d) => formatDate(`${d}T12:00:00Z`)).join(', ')}
          </Fact>
          <Fact label="Received">{formatDate(request.dateCreatedUtc)}</Fact>
        </SimpleGrid>
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            Requested
          </Text>
          {request.requestItems.map((item) => (
            <Text key={item.id} fz="sm">
              • {item.name}
              {item.hasQuery && item.query ? ` (${item.query} ${item.queryAnswer ?? 'no answer'})` : ''}
            </Text>
          ))}
        </Stack>
        {request.notes && (
          <Stack gap={2}>
            <Text fw={600} fz="sm">
              Notes
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {request.notes}
            </Text>
          </Stack>
        )}
        {(request.attachments.length > 0 || request.hasLicenseDiskPhoto) && (
          <Group gap="sm">
            {request.hasLicenseDiskPhoto && (
              <Anchor
                component="button"
                type="button"
                fz="sm"
                onClick={() =>
                  void downloadFile(
                    QUOTES_API.downloadLicenseDiskPhoto,
                    { id: request.id },
                    {},
                    'licence-disk',
                  )
                }
              >
                <Group gap={4}>
                  <IconDownload size={14} aria-hidden="true" />
                  Licence disk photo
                </Group>
              </Anchor>
            )}
            {request.attachments.map((a) => (
              <Anchor
                key={a.index}
                component="button"
                type="button"
                fz="sm"
                onClick={() =>
                  void downloadFile(
                    QUOTES_API.downloadRequestAttachment,
                    { id: request.id, index: a.index },
                    {},
                    a.fileName,
                  )
                }
              >
                <Group gap={4}>
                  <IconDownload size={14} aria-hidden="true" />
                  {a.fileName}
                </Group>
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
