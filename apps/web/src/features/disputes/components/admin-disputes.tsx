import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  DISPUTE_STATUSES,
  DISPUTES_LIMITS,
  type DisputeOutcome,
  type DisputeStatus,
  formatRand,
} from '@motorwise/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { MoneyInput } from '@/components/money-input';
import { errorMessageOf } from '@/lib/api-client';
import {
  useAdminDispute,
  useAdminDisputeMessage,
  useAdminDisputes,
  useResolveDispute,
} from '../api/disputes-api';
import { DisputeThread, OUTCOME_LABEL, STATUS_COLOR, STATUS_LABEL } from './dispute-thread';

const HOLDER = { customer: 'Customer', workshop: 'Workshop', admin: 'Motorwise' } as const;

/** /admin/disputes: every dispute, those needing action first, filtered by status. */
export function AdminDisputesList() {
  const [status, setStatus] = useState<DisputeStatus | null>(null);
  const list = useAdminDisputes(status ? { status } : {});
  return (
    <Stack gap="md">
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        w={260}
        data={DISPUTE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
        value={status}
        onChange={(v) => setStatus(v as DisputeStatus | null)}
      />
      {list.isPending && <Loader size="sm" aria-label="Loading disputes" />}
      {list.isError && <FormAlert kind="error">{errorMessageOf(list.error)}</FormAlert>}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">No disputes.</Text>}
      {list.data && list.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dispute</Table.Th>
                <Table.Th>Job</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Held by</Table.Th>
                <Table.Th>Opened</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/disputes/${d.id}`}>
                      {d.kind === 'guarantee' ? `Guarantee claim: ${d.subject}` : d.subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {d.quoteReference} · {d.workshopName} · {d.customerName}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[d.status]} variant="light">
                      {STATUS_LABEL[d.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{d.holder ? HOLDER[d.holder] : '—'}</Table.Td>
                  <Table.Td>{new Date(d.dateCreatedUtc).toLocaleDateString('en-ZA')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** /admin/disputes/:id: the dispute and its thread; write to a side; resolve with an outcome. */
export function AdminDisputeDetail({ id }: { id: string }) {
  const dispute = useAdminDispute(id);
  if (dispute.isPending) return <Loader size="sm" aria-label="Loading the dispute" />;
  if (dispute.isError) return <FormAlert kind="error">{errorMessageOf(dispute.error)}</FormAlert>;
  const d = dispute.data;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fz="sm">
            Job {d.quoteReference} · {d.workshopName} · customer {d.customerName} · paid{' '}
            {formatRand(d.paidCents)}
          </Text>
          <DisputeThread dispute={d} />
        </Stack>
      </Paper>
      {d.status !== 'resolved' && (
        <>
          <WriteToSide id={id} />
          <ResolveForm id={id} paidCents={d.paidCents} />
        </>
      )}
    </Stack>
  );
}

function WriteToSide({ id }: { id: string }) {
  const write = useAdminDisputeMessage(id);
  const [to, setTo] = useState<'customer' | 'workshop'>('customer');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label="Write to a side"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setProblem(null);
          if (!message.trim()) return setProblem('Please write a message.');
          try {
            await write.mutateAsync({ to, message });
            setMessage('');
          } catch (error) {
            setProblem(errorMessageOf(error));
          }
        }}
      >
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Write to a side
          </Title>
          {problem && <FormAlert kind="error">{problem}</FormAlert>}
          <SegmentedControl
            aria-label="To"
            value={to}
            onChange={(v) => setTo(v as 'customer' | 'workshop')}
            data={[
              { value: 'customer', label: 'The customer' },
              { value: 'workshop', label: 'The workshop' },
            ]}
          />
          <Textarea
            label="Message"
            autosize
            minRows={3}
            maxLength={DISPUTES_LIMITS.message}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={write.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ResolveForm({ id, paidCents }: { id: string; paidCents: number }) {
  const resolve = useResolveDispute(id);
  const [outcome, setOutcome] = useState<DisputeOutcome>('resolved');
  const [rand, setRand] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label="Resolve the dispute"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setProblem(null);
          if (!note.trim()) return setProblem('Please say how it was resolved.');
          const refundCents = outcome === 'partial_refund' ? Math.round((rand ?? 0) * 100) : null;
          if (outcome === 'partial_refund' && (!refundCents || Number.isNaN(refundCents) || refundCents <= 0))
            return setProblem('Enter the amount to refund.');
          if (refundCents !== null && refundCents > paidCents)
            return setProblem(`A refund can be at most what was paid (${formatRand(paidCents)}).`);
          try {
            await resolve.mutateAsync({ outcome, refundCents, note });
          } catch (error) {
            setProblem(errorMessageOf(error));
          }
        }}
      >
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Resolve
          </Title>
          {problem && <FormAlert kind="error">{problem}</FormAlert>}
          <Select
            label="Outcome"
            allowDeselect={false}
            data={(['resolved', 'partial_refund', 'full_refund'] as const).map((o) => ({
              value: o,
              label: OUTCOME_LABEL[o],
              disabled: o !== 'resolved' && paidCents === 0,
            }))}
            value={outcome}
            onChange={(v) => setOutcome((v as DisputeOutcome) ?? 'resolved')}
          />
          {outcome === 'partial_refund' && (
            <MoneyInput
              label="Amount to refund"
              description={`At most ${formatRand(paidCents)}`}
              value={rand}
              onChange={setRand}
            />
          )}
          {outcome === 'full_refund' && (
            <Text fz="sm">{formatRand(paidCents)} will be refunded to the customer.</Text>
          )}
          <Textarea
            label="Outcome note (sent to both sides)"
            autosize
            minRows={2}
            maxLength={DISPUTES_LIMITS.message}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" color="teal" loading={resolve.isPending}>
              Resolve the dispute
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
