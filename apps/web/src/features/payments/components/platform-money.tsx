import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type CommissionInvoice,
  calendarDate,
  formatDate,
  formatRand,
  MONEY_EXPORTS,
  type MoneyExport,
} from '@motorwise/shared';
import { useState } from 'react';
import { SidewaysTable } from '@/components/sideways-table';
import { isApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import {
  downloadCommissionInvoice,
  downloadMoneyExport,
  useCommissionInvoices,
  useCommissionSettings,
  useSetGlobalCommission,
  useSetWorkshopCommission,
  useWorkshopChoices,
} from '../api/platform-money-api';

/** The platform's money on screen (decision 064): rates (admin), commission invoices, exports (admin). */

const problemOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);
const percentText = (n: number | null) => (n === null ? 'global rate' : `${n}%`);

function RateInput(props: { label: string; value: number | string; onChange: (v: number | string) => void }) {
  return <NumberInput min={0} max={50} decimalScale={2} required {...props} />;
}

function SaveProblem({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Text c="red" fz="sm" role="alert">
      {problemOf(error, 'The rate could not be saved.')}
    </Text>
  );
}

function GlobalRateForm() {
  const [percent, setPercent] = useState<number | string>('');
  const [from, setFrom] = useState('');
  const save = useSetGlobalCommission();
  return (
    <form
      aria-label="Set the global commission rate"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { percent: Number(percent), ...(from ? { effectiveFrom: from } : {}) },
          { onSuccess: () => setPercent('') },
        );
      }}
    >
      <Group align="flex-end" gap="sm">
        <RateInput label="New global rate (%)" value={percent} onChange={setPercent} />
        <TextInput
          label="Applies from (empty: now)"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <Button type="submit" loading={save.isPending}>
          Set global rate
        </Button>
      </Group>
      <SaveProblem error={save.error} />
    </form>
  );
}

function WorkshopRateForm() {
  const [search, setSearch] = useState('');
  const [workshopId, setWorkshopId] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | string>('');
  const choices = useWorkshopChoices(search);
  const save = useSetWorkshopCommission();
  return (
    <form
      aria-label="Set a workshop's own commission rate"
      onSubmit={(event) => {
        event.preventDefault();
        if (workshopId) save.mutate({ workshopId, percent: Number(percent) });
      }}
    >
      <Group align="flex-end" gap="sm">
        <Select
          label="Workshop"
          searchable
          required
          searchValue={search}
          onSearchChange={setSearch}
          data={(choices.data?.items ?? []).map((w) => ({ value: w.id, label: w.name }))}
          value={workshopId}
          onChange={setWorkshopId}
          nothingFoundMessage="No workshop by that name"
        />
        <RateInput label="Its rate (%)" value={percent} onChange={setPercent} />
        <Button type="submit" loading={save.isPending}>
          Set workshop rate
        </Button>
      </Group>
      <SaveProblem error={save.error} />
    </form>
  );
}

/** The commission rate: the one in force, its history, each workshop's own; set by an admin (audited). */
export function CommissionRates() {
  const settings = useCommissionSettings();
  const clear = useSetWorkshopCommission();
  if (settings.isPending) return <Loader />;
  if (settings.isError)
    return (
      <Alert color="red" role="alert">
        The commission rates could not be loaded. Please try again.
      </Alert>
    );
  const s = settings.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Text fz="sm" c="dimmed">
          In force now
        </Text>
        <Title order={3}>{s.currentPercent}%</Title>
        <Text fz="xs" c="dimmed">
          Configured default: {s.defaultPercent}%. A payment takes the rate in force when it is paid; past
          payments keep theirs.
        </Text>
      </Paper>
      <GlobalRateForm />
      {s.globalRates.length > 0 && (
        <Table striped aria-label="Global rates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rate</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>Set</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.globalRates.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{percentText(r.percent)}</Table.Td>
                <Table.Td>{formatDate(r.effectiveFromUtc)}</Table.Td>
                <Table.Td>{formatDate(r.setAtUtc)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <WorkshopRateForm />
      {s.workshopRates.length === 0 ? (
        <Text fz="sm">No workshop has its own rate.</Text>
      ) : (
        <Table striped aria-label="Workshops' own rates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Workshop</Table.Th>
              <Table.Th>Rate</Table.Th>
              <Table.Th>Since</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.workshopRates.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.workshopName}</Table.Td>
                <Table.Td>{percentText(r.percent)}</Table.Td>
                <Table.Td>{formatDate(r.effectiveFromUtc)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    loading={clear.isPending}
                    onClick={() => clear.mutate({ workshopId: r.workshopId!, percent: null })}
                  >
                    Back to the global rate
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The monthly commission VAT invoices: every workshop's (admin) or the workshop's own (its statement). */
export function CommissionInvoices({ scope }: { scope: { admin: true } | { workshopId: string | null } }) {
  const invoices = useCommissionInvoices(scope);
  const [failed, setFailed] = useState<string | null>(null);
  const admin = 'admin' in scope;
  if (invoices.isPending) return <Loader />;
  if (invoices.isError)
    return (
      <Alert color="red" role="alert">
        The commission invoices could not be loaded. Please try again.
      </Alert>
    );
  if (invoices.data.items.length === 0) return <Text>No commission invoices yet.</Text>;
  const download = (invoice: CommissionInvoice) => {
    setFailed(null);
    downloadCommissionInvoice(invoice.id, scope).then(
      ({ blob, fileName }) =>
        saveFile(
          blob,
          fileName ??
            `${invoice.kind === 'credit_note' ? 'Credit-Note' : 'Tax-Invoice'}-${invoice.number}.pdf`,
        ),
      () => setFailed(invoice.number),
    );
  };
  return (
    <Stack gap="xs">
      {failed && (
        <Alert color="red" role="alert">
          Invoice {failed} could not be downloaded. Please try again.
        </Alert>
      )}
      <SidewaysTable label="Commission invoices">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              {admin && <Table.Th>Workshop</Table.Th>}
              <Table.Th>Month</Table.Th>
              <Table.Th>Payments</Table.Th>
              <Table.Th>Commission</Table.Th>
              <Table.Th>VAT</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.items.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  {i.number}
                  <Text fz="xs" c="dimmed">
                    {i.kind === 'credit_note' ? 'Credit note · ' : ''}
                    {formatDate(i.issuedAtUtc)}
                  </Text>
                </Table.Td>
                {admin && <Table.Td>{i.workshopName}</Table.Td>}
                <Table.Td>{i.month}</Table.Td>
                <Table.Td>{i.payments}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(i.commissionExclCents)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(i.vatCents)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(i.totalInclCents)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => download(i)}>
                    PDF
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SidewaysTable>
    </Stack>
  );
}

const EXPORT_LABELS: Record<MoneyExport, string> = {
  payments: 'Payments',
  payouts: 'Payouts',
  refunds: 'Refunds',
  'commission-invoices': 'Commission invoices',
};

/** The accountant's CSV exports of a date range (amounts in rand, times in SAST). */
export function MoneyExports() {
  const today = calendarDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState<MoneyExport | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = (kind: MoneyExport) => {
    setBusy(kind);
    setFailed(null);
    downloadMoneyExport(kind, from, to)
      .then(({ blob, fileName }) => saveFile(blob, fileName ?? `motorwise-${kind}-${from}-to-${to}.csv`))
      .catch((error: unknown) => setFailed(problemOf(error, 'The export could not be made.')))
      .finally(() => setBusy(null));
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput label="To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Group>
      <Group gap="sm">
        {MONEY_EXPORTS.map((kind) => (
          <Button key={kind} variant="light" loading={busy === kind} onClick={() => run(kind)}>
            {EXPORT_LABELS[kind]} (CSV)
          </Button>
        ))}
      </Group>
      {failed && (
        <Text c="red" fz="sm" role="alert">
          {failed}
        </Text>
      )}
    </Stack>
  );
}
