import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Menu,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addDays,
  allowedQuoteActions,
  calendarDate,
  centsToRandNumber,
  formatRand,
  type IncomingRequest,
  isFarFromUsual,
  lineAmounts,
  QUOTE_LINE_KIND_TEXT,
  QUOTE_LINE_KINDS,
  type QuoteAction,
  type QuoteLineKind,
  type QuoteRequestStatus,
  QuoteStatus,
  type SaveQuoteInput,
  SaveQuoteSchema,
  sumTotals,
} from '@motorwise/shared';
import { IconPlus, IconTemplate, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useConfirm } from '@/components/confirm-dialog';
import { MoneyInput, QuantityInput } from '@/components/money-input';
import { rand } from '@/features/quotes';
import { firstErrorMessageOf } from '@/lib/api-client';
import { useItemEstimates, useSaveQuote } from '../api/portal-api';
import { QuoteGuaranteePreview } from './quote-guarantee-preview';
import { ReasonDialog } from './reason-dialog';

type SaveAction = SaveQuoteInput['action'];
type Values = Omit<SaveQuoteInput, 'action'> & { action: SaveAction };
type Line = Values['lines'][number];

/** What is sent: a line for no requested item (the select's empty option) carries null. */
function toBody(values: Values): Values {
  return {
    ...values,
    lines: values.lines.map((l) => ({ ...l, quoteRequestItemId: l.quoteRequestItemId || null })),
  };
}

/** The shared schema, applied to what will be sent. */
const resolver: Resolver<Values> = (values, context, options) =>
  (zodResolver(SaveQuoteSchema, undefined, { raw: true }) as Resolver<Values>)(
    toBody(values),
    context,
    options,
  );

function newLine(
  kind: QuoteLineKind,
  itemId: string | null,
  description: string,
  priceExcl: number | null,
): Line {
  return {
    quoteRequestItemId: itemId,
    kind,
    description,
    note: '',
    quantity: 1,
    priceExcl,
    priceIncl: null,
    noVat: false,
  };
}

/** The editor's starting point: the saved quote's lines, or a line per requested item from its template. */
export function editorDefaults(request: IncomingRequest, now = new Date()): Values {
  const q = request.quote;
  const d = request.defaults;
  return {
    action: 'saveDraft',
    lines: q
      ? q.quoteItems.map((l) => ({
          quoteRequestItemId: l.quoteRequestItemId,
          kind: l.kind,
          description: l.description,
          note: l.note ?? '',
          quantity: l.quantity,
          priceExcl: l.priceExcl,
          priceIncl: null,
          noVat: l.noVat,
        }))
      : request.requestItems.map((item) =>
          newLine('part', item.id, item.templateLines[0]?.description ?? item.name, null),
        ),
    expiryDate: q?.expiryDateUtc
      ? calendarDate(new Date(q.expiryDateUtc))
      : addDays(calendarDate(now), d.expiryDays),
    jobTurnaround: q?.jobTurnaround ?? d.jobTurnaround,
    notes: q?.notes ?? '',
    externalReference: q?.externalReference ?? '',
  };
}

/** A line's amounts by the shared VAT rules, or null while its price or quantity is not a number yet. */
function amountsOf(line: Partial<Line>, vat: { isVatRegistered: boolean; vatRate: number }) {
  try {
    return lineAmounts(
      {
        priceExcl: line.priceExcl,
        priceIncl: line.priceIncl,
        quantity: Number(line.quantity),
        noVat: Boolean(line.noVat),
      },
      vat,
    );
  } catch {
    return null;
  }
}

const ACTION_TEXT: Record<SaveAction, { label: string; done: string; message: string }> = {
  saveDraft: { label: 'Save draft', done: 'Draft saved', message: 'Your draft is saved.' },
  send: { label: 'Send quote', done: 'Quote sent', message: 'Your quote was sent to the customer.' },
  sendPreQuote: {
    label: 'Send pre-quote',
    done: 'Pre-quote sent',
    message: 'Your pre-quote was sent to the customer.',
  },
  revise: {
    label: 'Send revised quote',
    done: 'Revised quote sent',
    message: 'Your revised quote was sent to the customer.',
  },
};

/**
 * After a save the editor is drawn again (its key names the quote's version) and its buttons change, so the
 * button pressed is gone and the focus would fall to the page body: it goes to the editor's heading, which
 * names the quote ("Your quote MW-..."), the toast saying what happened. Frame by frame, up to 30, while
 * the focus is on the body (the old editor's heading may be replaced once more); a person who moved the
 * focus meanwhile keeps it (issue 20, item 11; decision 043).
 */
export function focusEditorHeading(frames = 30) {
  const heading = () => document.getElementById('editor-title');
  heading()?.focus();
  const follow = (left: number) => {
    const active = document.activeElement;
    if (active === null || active === document.body) heading()?.focus();
    else if (active !== heading()) return;
    if (left > 0) requestAnimationFrame(() => follow(left - 1));
  };
  requestAnimationFrame(() => follow(frames));
}

/**
 * The quote editor: lines per requested item (parts, labour, sundries), quantity, unit price excluding or
 * including VAT (the other worked out by the shared VAT rules), no-VAT lines, totals, expiry, turnaround and
 * notes. Save a draft, send (or send a pre-quote for an inspection), revise a sent quote, decline or withdraw.
 */
export function QuoteEditor({ request }: { request: IncomingRequest }) {
  const save = useSaveQuote(request.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonFor, setReasonFor] = useState<'decline' | 'withdraw' | null>(null);
  const quote = request.quote;
  const vat = {
    isVatRegistered: quote?.isVatRegistered ?? request.defaults.isVatRegistered,
    vatRate: quote?.vatRate ?? request.defaults.vatRate,
  };
  // A new quote is saved as a draft first, in the same call: it may do what a draft may.
  const allowed: QuoteAction[] = quote
    ? quote.allowedActions
    : allowedQuoteActions(
        { status: QuoteStatus.Draft, requestStatus: request.quoteRequestStatus as QuoteRequestStatus },
        'workshop',
      );
  const {
    control,
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver,
    defaultValues: editorDefaults(request),
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' }) ?? [];
  const amounts = watched.map((l) => amountsOf(l, vat));
  const totals = sumTotals(amounts.filter((a) => a !== null));
  const itemOptions = [
    ...request.requestItems.map((i) => ({ value: i.id, label: i.name })),
    { value: '', label: 'Other (not requested)' },
  ];
  const labourRate = request.defaults.labourRateExcl;
  const estimates = useItemEstimates(request);
  const [confirm, confirmDialog] = useConfirm();

  const saveAs = async (values: Values, action: SaveAction) => {
    setProblem(null);
    try {
      await save.mutateAsync(toBody({ ...values, action }));
      notifications.show({
        color: 'teal',
        title: ACTION_TEXT[action].done,
        message: ACTION_TEXT[action].message,
      });
      reset({ ...values, action });
      focusEditorHeading();
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };

  /**
   * Each requested item whose lines come to ten times what workshops usually charge for it, or a tenth
   * (the history-based estimate the customer's compare table shows), said as the workshop reads it.
   */
  const farFromUsual = (values: Values): string[] =>
    request.requestItems.flatMap((item) => {
      const usual = estimates.data?.find((e) => e.quoteRequestItemName === item.name);
      const mine = values.lines.flatMap((l, i) => (l.quoteRequestItemId === item.id ? [{ l, i }] : []));
      const cents = sumTotals(mine.map(({ l }) => amountsOf(l, vat)).filter((x) => x !== null));
      if (!usual || !isFarFromUsual(cents.totalInclCents, usual.estimateAveragePriceIncl)) return [];
      const named = mine.map(({ l, i }) => `Line ${i + 1} (${l.description})`).join(', ');
      const range =
        usual.estimateFromPriceIncl !== null && usual.estimateToPriceIncl !== null
          ? `${rand(usual.estimateFromPriceIncl)} to ${rand(usual.estimateToPriceIncl)}`
          : rand(usual.estimateAveragePriceIncl ?? 0);
      return [
        `${named}: ${formatRand(cents.totalInclCents)} incl. VAT for ${item.name}, usually ${range} (${usual.quotesUsed} ${usual.quotesUsed === 1 ? 'quote' : 'quotes'}).`,
      ];
    });

  const submitAs = (action: SaveAction) => {
    setValue('action', action);
    return handleSubmit(async (values) => {
      // A draft stays with the workshop; what the customer will see is checked against the usual first.
      const far = action === 'saveDraft' ? [] : farFromUsual(values);
      if (far.length === 0) return saveAs(values, action);
      confirm(
        {
          title: 'Check this price',
          message: (
            <>
              {far.map((text) => (
                <Text key={text} component="span" display="block" mb="xs">
                  {text}
                </Text>
              ))}
              Is that the price you mean to send?
            </>
          ),
          confirmLabel: 'Send as it is',
        },
        () => void saveAs(values, action),
      );
    })();
  };

  const sendActions: SaveAction[] = (['send', 'sendPreQuote', 'revise'] as const).filter(
    (a) =>
      allowed.includes(a) &&
      (a !== 'sendPreQuote' || request.isInspection) &&
      (a !== 'send' || !request.isInspection),
  );
  const editable = allowed.includes('saveDraft') || allowed.includes('revise');

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="editor-title"
    >
      <form onSubmit={(e) => e.preventDefault()} noValidate aria-label="Quote editor">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="h4" id="editor-title" tabIndex={-1}>
              {quote ? `Your quote ${quote.reference}` : 'Your quote'}
            </Title>
            <Text fz="sm" c="dimmed">
              {vat.isVatRegistered
                ? `VAT registered · ${vat.vatRate}%`
                : 'Not VAT registered: no VAT is added'}
            </Text>
          </Group>
          {!editable && (
            <Alert color="navy">
              This quote can no longer be changed here
              {quote ? ` (${quote.closedReasonText ?? quote.quoteStatusText})` : ''}.
            </Alert>
          )}

          {lines.fields.map((field, index) => {
            const e = errors.lines?.[index];
            const a = amounts[index];
            const w = watched[index];
            const item = request.requestItems.find((i) => i.id === w?.quoteRequestItemId);
            return (
              <Paper
                key={field.id}
                bg="gray.0"
                p="sm"
                radius="sm"
                role="group"
                aria-label={`Line ${index + 1}`}
              >
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                    <NativeSelect
                      label="For item"
                      data={itemOptions}
                      disabled={!editable}
                      {...register(`lines.${index}.quoteRequestItemId`)}
                    />
                    <NativeSelect
                      label="Kind"
                      disabled={!editable}
                      data={QUOTE_LINE_KINDS.map((k) => ({ value: k, label: QUOTE_LINE_KIND_TEXT[k] }))}
                      {...register(`lines.${index}.kind`)}
                    />
                    <TextInput
                      label="Description"
                      withAsterisk
                      disabled={!editable}
                      error={e?.description?.message}
                      {...register(`lines.${index}.description`)}
                    />
                  </SimpleGrid>
                  {item?.queryAnswer && (
                    <Text fz="xs" c="dimmed">
                      Customer: {item.query} {item.queryAnswer}
                    </Text>
                  )}
                  <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" style={{ alignItems: 'end' }}>
                    <Controller
                      control={control}
                      name={`lines.${index}.quantity`}
                      render={({ field: f }) => (
                        <QuantityInput
                          label="Qty"
                          disabled={!editable}
                          ref={f.ref}
                          value={f.value}
                          // An emptied field stays empty (the schema says "Quantity must be a number.").
                          onChange={(v) => f.onChange(v as number)}
                          onBlur={f.onBlur}
                          error={e?.quantity?.message}
                        />
                      )}
                    />
                    <Controller
                      control={control}
                      name={`lines.${index}.priceExcl`}
                      render={({ field: f }) => (
                        <MoneyInput
                          label="Unit excl."
                          disabled={!editable}
                          ref={f.ref}
                          // Not typed here: worked out from the price incl. VAT, when there is one.
                          value={f.value ?? (a ? centsToRandNumber(a.unitExclCents) : null)}
                          onChange={(v) => {
                            f.onChange(v);
                            setValue(`lines.${index}.priceIncl`, null);
                          }}
                          onBlur={f.onBlur}
                          error={e?.priceExcl?.message}
                        />
                      )}
                    />
                    <Controller
                      control={control}
                      name={`lines.${index}.priceIncl`}
                      render={({ field: f }) => (
                        <MoneyInput
                          label="Unit incl."
                          disabled={!editable}
                          ref={f.ref}
                          value={f.value ?? (a ? centsToRandNumber(a.unitInclCents) : null)}
                          onChange={(v) => {
                            f.onChange(v);
                            setValue(`lines.${index}.priceExcl`, null);
                          }}
                          onBlur={f.onBlur}
                        />
                      )}
                    />
                    <Checkbox
                      label="No VAT"
                      disabled={!editable || !vat.isVatRegistered}
                      {...register(`lines.${index}.noVat`)}
                      mb={8}
                    />
                    <Group justify="space-between" wrap="nowrap" mb={6}>
                      <Text fw={600} fz="sm" aria-label={`Line ${index + 1} total`}>
                        {a ? rand(centsToRandNumber(a.totalInclCents)) : '—'}
                      </Text>
                      {editable && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove line ${index + 1}`}
                          onClick={() => lines.remove(index)}
                        >
                          <IconTrash size={16} aria-hidden="true" />
                        </ActionIcon>
                      )}
                    </Group>
                  </SimpleGrid>
                </Stack>
              </Paper>
            );
          })}
          {errors.lines?.message && (
            <Text c="red.8" fz="sm">
              {errors.lines.message}
            </Text>
          )}

          {editable && (
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => lines.append(newLine('part', request.requestItems[0]?.id ?? null, '', null))}
              >
                Add part
              </Button>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() =>
                  lines.append(newLine('labour', request.requestItems[0]?.id ?? null, 'Labour', labourRate))
                }
              >
                Add labour{labourRate !== null ? ` (${rand(labourRate)}/h excl.)` : ''}
              </Button>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => lines.append(newLine('sundry', null, 'Sundries', null))}
              >
                Add sundries
              </Button>
              {request.requestItems.some((i) => i.templateLines.length > 0) && (
                <Menu position="bottom-start" withinPortal>
                  <Menu.Target>
                    <Button
                      variant="subtle"
                      size="xs"
                      leftSection={<IconTemplate size={14} aria-hidden="true" />}
                    >
                      From template
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {request.requestItems.map((item) =>
                      item.templateLines.map((t) => (
                        <Menu.Item
                          key={`${item.id}-${t.description}`}
                          onClick={() => lines.append(newLine('part', item.id, t.description, null))}
                        >
                          {item.name}: {t.description}
                        </Menu.Item>
                      )),
                    )}
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          )}

          <Stack gap={2} align="flex-end" aria-label="Totals">
            <Text fz="sm">Total excl. VAT {rand(centsToRandNumber(totals.totalExclCents))}</Text>
            <Text fz="sm">VAT {rand(centsToRandNumber(totals.vatCents))}</Text>
            <Text fw={800} fz="lg">
              Total incl. VAT {rand(centsToRandNumber(totals.totalInclCents))}
            </Text>
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              type="date"
              label="Valid until"
              disabled={!editable}
              min={calendarDate(new Date())}
              error={errors.expiryDate?.message}
              {...register('expiryDate')}
            />
            <Controller
              control={control}
              name="jobTurnaround"
              render={({ field: f }) => (
                <NumberInput
                  label="Job turnaround (days)"
                  min={0}
                  max={365}
                  allowDecimal={false}
                  disabled={!editable}
                  value={f.value ?? ''}
                  onChange={(v) => f.onChange(typeof v === 'number' ? v : null)}
                />
              )}
            />
            <TextInput label="Your reference" disabled={!editable} {...register('externalReference')} />
          </SimpleGrid>
          <QuoteGuaranteePreview request={request} willSend={sendActions.length > 0} />
          <Textarea
            label="Notes for the customer"
            autosize
            minRows={2}
            maxLength={2000}
            disabled={!editable}
            {...register('notes')}
          />

          {problem && (
            <Alert color="red" role="alert" title="Not saved">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {allowed.includes('decline') && (
              <Button variant="subtle" color="red" onClick={() => setReasonFor('decline')}>
                Decline to quote
              </Button>
            )}
            {allowed.includes('withdraw') && (
              <Button variant="subtle" color="red" onClick={() => setReasonFor('withdraw')}>
                Withdraw quote
              </Button>
            )}
            {allowed.includes('saveDraft') && (
              <Button variant="default" loading={save.isPending} onClick={() => submitAs('saveDraft')}>
                Save draft
              </Button>
            )}
            {sendActions.map((a) => (
              <Button key={a} loading={save.isPending} onClick={() => submitAs(a)}>
                {ACTION_TEXT[a].label}
              </Button>
            ))}
          </Group>
        </Stack>
      </form>
      {confirmDialog}
      <ReasonDialog
        kind={reasonFor}
        requestId={request.id}
        quoteId={quote?.id ?? null}
        onClose={() => setReasonFor(null)}
      />
    </Paper>
  );
}
