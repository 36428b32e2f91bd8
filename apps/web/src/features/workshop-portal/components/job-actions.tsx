import {
  Alert,
  Button,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AmendmentChangeType,
  type AmendmentInput,
  AmendmentInputSchema,
  NOTES_MAX_LENGTH,
  QUOTE_LINE_KIND_TEXT,
  QUOTE_LINE_KINDS,
  type QuoteLineKind,
  type WorkshopJob,
} from '@motorwise/shared';
import { IconCamera, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MoneyInput, QuantityInput } from '@/components/money-input';
import { rand } from '@/features/quotes';
import { firstErrorMessageOf } from '@/lib/api-client';
import { useInvoice, useSubmitAmendment } from '../api/portal-api';

let nextUid = 0;
/** Each change row's own key (rows are removed from the middle). */
const uid = () => ++nextUid;

type Change = { uid: number } & (
  | {
      changeType: 0;
      kind: QuoteLineKind;
      description: string;
      quantity: number | null;
      priceIncl: number | null;
      itemId: string | null;
    }
  | { changeType: 1; quoteItemId: string; quantity: number | null; priceIncl: number | null }
  | { changeType: 2; quoteItemId: string }
);

/**
 * An amendment: what was found (photos and a note) and the lines it adds, changes (the previous price and
 * quantity are kept) or removes. Sent to the customer for approval at once.
 */
export function AmendmentForm({ job }: { job: WorkshopJob }) {
  const submit = useSubmitAmendment(job.quote.id);
  const [changes, setChanges] = useState<Change[]>([]);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const lines = job.quote.quoteItems;
  const firstItem = job.request.requestItems[0]?.id ?? null;

  const update = (index: number, patch: Partial<Change>) =>
    setChanges((list) => list.map((c, i) => (i === index ? ({ ...c, ...patch } as Change) : c)));

  const send = async () => {
    setProblem(null);
    if (changes.length === 0) return setProblem('Add at least one line.');
    const body: AmendmentInput = {
      note: note || null,
      lines: changes.map((c) => {
        if (c.changeType === AmendmentChangeType.removed)
          return { changeType: 2, quoteItemId: c.quoteItemId };
        if (c.changeType === AmendmentChangeType.modified) {
          const old = lines.find((l) => l.id === c.quoteItemId);
          return {
            changeType: 1,
            quoteItemId: c.quoteItemId,
            line: {
              quoteRequestItemId: old?.quoteRequestItemId ?? null,
              kind: old?.kind ?? 'part',
              description: old?.description ?? '',
              // A quantity not (yet) a number is sent to the check below, which says so.
              quantity: c.quantity as number,
              priceIncl: c.priceIncl,
              noVat: old?.noVat ?? false,
            },
          };
        }
        return {
          changeType: 0,
          line: {
            quoteRequestItemId: c.itemId,
            kind: c.kind,
            description: c.description,
            quantity: c.quantity as number,
            priceIncl: c.priceIncl,
            noVat: false,
          },
        };
      }),
    };
    // The shared contract checks exactly what is sent; the first problem names its change row.
    const checked = AmendmentInputSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const row = issue.path[0] === 'lines' ? Number(issue.path[1]) + 1 : null;
      return setProblem(row ? `Change ${row}: ${issue.message}` : issue.message);
    }
    try {
      const answer = await submit.mutateAsync({ amendment: body, photos });
      notifications.show({ color: 'teal', title: 'Amendment sent', message: answer.message });
      setChanges([]);
      setNote('');
      setPhotos([]);
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="New amendment">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Ask the customer for extra work
        </Title>
        <Text fz="sm" c="dimmed">
          Work the customer has not approved cannot be invoiced (Consumer Protection Act, section 15).
        </Text>
        {changes.map((c, index) => (
          <Paper key={c.uid} bg="gray.0" p="sm" radius="sm" role="group" aria-label={`Change ${index + 1}`}>
            <Group align="flex-end" gap="xs" wrap="wrap">
              {c.changeType === AmendmentChangeType.added ? (
                <>
                  <NativeSelect
                    label="Kind"
                    data={QUOTE_LINE_KINDS.map((k) => ({ value: k, label: QUOTE_LINE_KIND_TEXT[k] }))}
                    value={c.kind}
                    onChange={(e) => update(index, { kind: e.currentTarget.value as QuoteLineKind })}
                  />
                  <TextInput
                    label="Description"
                    style={{ flex: 1, minWidth: 180 }}
                    value={c.description}
                    onChange={(e) => update(index, { description: e.currentTarget.value })}
                  />
                </>
              ) : (
                <NativeSelect
                  label={c.changeType === AmendmentChangeType.modified ? 'Change line' : 'Remove line'}
                  style={{ flex: 1, minWidth: 180 }}
                  data={lines.map((l) => ({
                    value: l.id,
                    label: `${l.description} (${l.quantity} × ${rand(l.priceIncl)})`,
                  }))}
                  value={c.quoteItemId}
                  onChange={(e) => update(index, { quoteItemId: e.currentTarget.value })}
                />
              )}
              {c.changeType !== AmendmentChangeType.removed && (
                <>
                  <QuantityInput
                    label="Qty"
                    w={90}
                    value={c.quantity}
                    onChange={(v) => update(index, { quantity: v })}
                  />
                  <MoneyInput
                    label="Unit incl."
                    w={150}
                    value={c.priceIncl}
                    onChange={(v) => update(index, { priceIncl: v })}
                  />
                </>
              )}
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={`Remove change ${index + 1}`}
                onClick={() => setChanges((l) => l.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden="true" />
              </Button>
            </Group>
          </Paper>
        ))}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() =>
              setChanges((l) => [
                ...l,
                {
                  uid: uid(),
                  changeType: 0,
                  kind: 'part',
                  description: '',
                  quantity: 1,
                  priceIncl: null,
                  itemId: firstItem,
                },
              ])
            }
          >
            Add a line
          </Button>
          {lines.length > 0 && (
            <>
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  setChanges((l) => [
                    ...l,
                    {
                      uid: uid(),
                      changeType: 1,
                      quoteItemId: lines[0]!.id,
                      quantity: lines[0]!.quantity,
                      priceIncl: lines[0]!.priceIncl,
                    },
                  ])
                }
              >
                Change a line
              </Button>
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  setChanges((l) => [...l, { uid: uid(), changeType: 2, quoteItemId: lines[0]!.id }])
                }
              >
                Remove a line
              </Button>
            </>
          )}
        </Group>
        <Textarea
          label="What you found"
          autosize
          minRows={2}
          maxLength={NOTES_MAX_LENGTH}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FileInput
          label="Photos"
          description="Up to 5 photos of what you found."
          multiple
          clearable
          accept="image/jpeg,image/png,image/gif"
          leftSection={<IconCamera size={16} aria-hidden="true" />}
          value={photos}
          onChange={(list) => setPhotos(list.slice(0, 5))}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={send} loading={submit.isPending}>
            Send for approval
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The invoice: each approved line charged at most what the customer approved (less is allowed); a draft
 * (pro forma) first, or the invoice at once. The server checks the ceiling in its transaction as well.
 */
export function InvoiceForm({
  job,
  canDraft,
  canInvoice,
}: {
  job: WorkshopJob;
  canDraft: boolean;
  canInvoice: boolean;
}) {
  const invoice = useInvoice(job.quote.id);
  const approved = [
    ...job.quote.quoteItems,
    ...job.quote.amendments.flatMap((a) =>
      a.items.filter((l) => l.amendmentStatus === 1 && l.amendmentType !== AmendmentChangeType.removed),
    ),
  ];
  const [charged, setCharged] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(approved.map((l) => [l.id, l.verifiedTotalIncl ?? l.totalIncl])),
  );
  const [reference, setReference] = useState(job.quote.externalReference ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const chargeOf = (id: string) => charged[id] ?? null;
  const total = approved.reduce((sum, l) => {
    const charge = chargeOf(l.id);
    return sum + (charge !== null && Number.isFinite(charge) ? Math.round(charge * 100) : 0);
  }, 0);
  const over = total > Math.round(job.quote.maxInvoiceTotalIncl * 100);

  const run = async (final: boolean) => {
    setProblem(null);
    // An empty charge (or one that is not a number) is not read as R 0: the workshop types 0 for that.
    const missing = approved.find((l) => !Number.isFinite(chargeOf(l.id) ?? Number.NaN));
    if (missing) return setProblem(`Please enter the charge for ${missing.description}.`);
    try {
      const answer = await invoice.mutateAsync({
        final,
        body: {
          lines: approved.map((l) => ({ quoteItemId: l.id, totalIncl: chargeOf(l.id) ?? 0 })),
          externalReference: reference || null,
        },
      });
      notifications.show({
        color: 'teal',
        title: final ? 'Invoice issued' : 'Draft invoice saved',
        message: answer.message,
      });
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Invoice">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Invoice
        </Title>
        {approved.map((l) => (
          <Group key={l.id} justify="space-between" wrap="nowrap" gap="sm">
            <Text fz="sm" style={{ flex: 1 }}>
              {l.description}{' '}
              <Text span fz="xs" c="dimmed">
                (approved {rand(l.totalIncl)})
              </Text>
            </Text>
            <MoneyInput
              aria-label={`Charge for ${l.description}`}
              w={150}
              value={charged[l.id]}
              onChange={(v) => setCharged((c) => ({ ...c, [l.id]: v }))}
            />
          </Group>
        ))}
        <Text fw={700} ta="right" c={over ? 'red.8' : undefined}>
          Invoice total {rand(total / 100)} of at most {rand(job.quote.maxInvoiceTotalIncl)}
        </Text>
        <TextInput
          label="Your invoice reference"
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {canDraft && (
            <Button variant="default" onClick={() => run(false)} loading={invoice.isPending} disabled={over}>
              Save draft invoice
            </Button>
          )}
          {canInvoice && (
            <Button onClick={() => run(true)} loading={invoice.isPending} disabled={over}>
              Issue invoice
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
