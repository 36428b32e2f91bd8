import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, type QuoteRequestView } from '@motorwise/shared';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * What the customer asked for (issue 20 item 4): the items with their answers, the dates, the address and
 * the notes, on the quotes screen for everyone who may read the request, a guest by the e-mail link too.
 * A branch shared a quote has none of the applicant's details (decision 049), so only what it has shows.
 */
export function RequestDetails({ request }: { request: QuoteRequestView }) {
  const a = request.address;
  const street = a ? [a.streetNumber, a.streetName].filter(Boolean).join(' ') : '';
  const place = a ? [street, a.suburb, a.city ?? a.town, a.postalCode].filter(Boolean).join(', ') : '';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="asked-title">
      <Title order={2} fz="h5" id="asked-title" mb="sm">
        What you asked for
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label="Items">
          <List size="sm" spacing={2}>
            {request.requestItems.map((i) => (
              <List.Item key={i.id}>
                {i.name}
                {i.queryAnswer ? `: ${i.queryAnswer}` : ''}
              </List.Item>
            ))}
          </List>
        </Fact>
        {request.datesRequested.length > 0 && (
          <Fact label="Dates that suit you">
            {request.datesRequested.map((d) => formatDate(`${d}T12:00:00Z`)).join(', ')}
          </Fact>
        )}
        {place && (
          <Fact label="Address">
            {place}
            {request.travelDistance ? ` (workshops within ${request.travelDistance} km)` : ''}
          </Fact>
        )}
        {request.partsPreference && <Fact label="Parts">{request.partsPreference}</Fact>}
        {request.notes && <Fact label="Notes">{request.notes}</Fact>}
        {request.attachments.length > 0 && (
          <Fact label="Attachments">{request.attachments.map((f) => f.fileName).join(', ')}</Fact>
        )}
      </SimpleGrid>
    </Paper>
  );
}
