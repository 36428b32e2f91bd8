import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  formatDate,
  isQuoteType,
  QUOTE_KINDS,
  type QuoteKind,
  REQUEST_TYPE_OF_KIND,
  WORKSHOP_APPLICATION_STATUS_LABELS,
  WORKSHOP_APPLICATION_STATUSES,
  type WorkshopApplication,
  type WorkshopApplicationStatus,
} from '@motorwise/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { firstErrorMessageOf } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import {
  downloadApplicationDocument,
  useAdminApplication,
  useAdminApplications,
  useDecideApplication,
} from '../api/workshop-applications-api';
import { quoteTypeLabel } from './labels';

const STATUS_COLOUR: Record<WorkshopApplicationStatus, string> = {
  submitted: 'blue',
  informationRequested: 'yellow',
  approved: 'teal',
  declined: 'gray',
};

export function ApplicationStatusBadge({ status }: { status: WorkshopApplicationStatus }) {
  return (
    <Badge color={STATUS_COLOUR[status]} variant="light">
      {WORKSHOP_APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

/** /admin/applications: the workshops' applications by status, newest first. */
export function AdminApplicationsList() {
  const [status, setStatus] = useState<WorkshopApplicationStatus>('submitted');
  const list = useAdminApplications(status);
  const counts = list.data?.counts;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Status"
        value={status}
        onChange={(v) => setStatus(v as WorkshopApplicationStatus)}
        data={WORKSHOP_APPLICATION_STATUSES.map((s) => ({
          value: s,
          label: `${WORKSHOP_APPLICATION_STATUS_LABELS[s]}${counts ? ` (${counts[s]})` : ''}`,
        }))}
      />
      {list.isPending && <Loader aria-label="Loading the applications" />}
      {list.isError && <Alert color="red">{firstErrorMessageOf(list.error)}</Alert>}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">No applications in this status.</Text>}
      {list.data && list.data.items.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Workshop</Table.Th>
              <Table.Th>City</Table.Th>
              <Table.Th>Contact</Table.Th>
              <Table.Th>Submitted</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/applications/${a.id}`}>
                    {a.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>{a.tradingName}</Table.Td>
                <Table.Td>{a.city ?? ''}</Table.Td>
                <Table.Td>
                  {a.contactName} ({a.contactEmail})
                </Table.Td>
                <Table.Td>{formatDate(a.dateSubmittedUtc)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

const serviceName = (kind: string) =>
  (QUOTE_KINDS as readonly string[]).includes(kind) ? REQUEST_TYPE_OF_KIND[kind as QuoteKind] : kind;
const quoteTypeName = (type: string) => (isQuoteType(type) ? quoteTypeLabel(type) : type);

function Facts({ a }: { a: WorkshopApplication }) {
  const rows: [string, string][] = [
    ['Registered name', a.registeredName],
    ['Registration number', a.registrationNumber],
    ['VAT number', a.vatNumber ?? 'Not VAT registered'],
    [
      'Address',
      [
        [a.address.streetNumber, a.address.streetName].filter(Boolean).join(' '),
        a.address.suburb,
        a.address.city,
        a.address.postalCode,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    ['Services', a.services.map(serviceName).join(', ')],
    ['Quote types', a.quoteTypes.map(quoteTypeName).join(', ')],
    ['Regions', a.regions.map((r) => r.name).join(', ')],
    ['Contact', `${a.contactName}, ${a.contactEmail}, ${a.contactPhone}`],
  ];
  return (
    <Table>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={200}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Asking = 'requestInformation' | 'decline' | null;

/** /admin/applications/:id: one application with its documents and history; approve, ask, or decline. */
export function AdminApplicationDetail({ id }: { id: string }) {
  const application = useAdminApplication(id);
  const decide = useDecideApplication(id);
  const [asking, setAsking] = useState<Asking>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (application.isPending) return <Loader aria-label="Loading the application" />;
  if (application.isError) return <Alert color="red">{firstErrorMessageOf(application.error)}</Alert>;
  const a = application.data;
  const open = a.status === 'submitted' || a.status === 'informationRequested';

  const run = async (decision: Parameters<typeof decide.mutateAsync>[0]) => {
    setProblem(null);
    try {
      await decide.mutateAsync(decision);
      setAsking(null);
      setText('');
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {a.tradingName}{' '}
          <Text span c="dimmed">
            ({a.reference})
          </Text>
        </Title>
        <ApplicationStatusBadge status={a.status} />
      </Group>
      {problem && (
        <FormAlert kind="error" title="Not done">
          {problem}
        </FormAlert>
      )}
      {a.workshopId && (
        <Alert color="teal" variant="light">
          Approved:{' '}
          <Anchor component={Link} to={`/admin/workshops/${a.workshopId}`}>
            open the workshop
          </Anchor>
          . Its contact person was invited by e-mail.
        </Alert>
      )}
      <Facts a={a} />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          Documents
        </Title>
        {a.documents.map((d) => (
          <Group key={d.id} gap="xs">
            <Anchor
              component="button"
              type="button"
              onClick={async () => {
                const { blob, fileName } = await downloadApplicationDocument(a.id, d.id);
                saveFile(blob, fileName ?? d.name);
              }}
            >
              {d.name}
            </Anchor>
            <Text fz="xs" c="dimmed">
              {Math.ceil(d.sizeBytes / 1000)} KB
            </Text>
          </Group>
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          History
        </Title>
        {a.history.map((h) => (
          <Text key={`${h.kind}-${h.dateUtc}`} fz="sm">
            {formatDate(h.dateUtc)}: {h.kind === 'replied' ? 'The applicant answered' : h.kind}
            {h.text ? `: ${h.text}` : ''}
          </Text>
        ))}
      </Stack>
      {open && (
        <Group>
          <Button color="teal" loading={decide.isPending} onClick={() => run({ step: 'approve' })}>
            Approve and invite
          </Button>
          <Button variant="light" onClick={() => setAsking('requestInformation')}>
            Ask for more information
          </Button>
          <Button variant="light" color="red" onClick={() => setAsking('decline')}>
            Decline
          </Button>
        </Group>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'decline' ? 'Decline the application' : 'Ask for more information'}
      >
        <Stack>
          <Textarea
            label={
              asking === 'decline' ? 'Reason (mailed to the applicant)' : 'Message (mailed to the applicant)'
            }
            withAsterisk
            autosize
            minRows={4}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            loading={decide.isPending}
            color={asking === 'decline' ? 'red' : undefined}
            onClick={() =>
              run(
                asking === 'decline'
                  ? { step: 'decline', reason: text }
                  : { step: 'requestInformation', message: text },
              )
            }
          >
            {asking === 'decline' ? 'Decline and mail the reason' : 'Send the question'}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
