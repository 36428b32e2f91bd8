import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Chip,
  FileInput,
  Group,
  Loader,
  Modal,
  Radio,
  SegmentedControl,
  Slider,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  ATTACHMENT_EXTENSIONS,
  CUSTOMER_REFERENCES_MAX,
  checkWorkshopSelection,
  formatNumber,
  listAllowedDates,
  MAP,
  MAX_RADIUS_KM,
  NOTES_MAX_LENGTH,
  quoteKind,
  quoteRequestStep3Schema,
  shortenFileName,
  TRAVEL_DISTANCE,
  travelText,
  UI_LABELS,
  UI_MESSAGES,
  validateAttachment,
  type WorkshopAddress,
  withinText,
} from '@motorwise/shared';
import { IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { AddressCapture, type AddressValue, addressValueOf, useLastAddress } from '@/features/addresses';
import { useOrganisationWorkshops, useWorkshopAddresses } from '../api/quote-requests-api';
import { type StepProps, stepResolver } from './step-context';
import { StepButtons } from './step-vehicle-details';

const WorkshopMap = lazy(() => import('./workshop-map'));

export interface Step3Values {
  address: AddressValue | null;
  travelDistance: number | null;
  regionIds: string[];
  quoteRequestWorkshopMappings: { workshopId: string }[];
  datesRequested: string[];
  notes: string;
  quoteCustomerReferences: { index: number; name: string; reference: string }[];
  includeAdminFee: boolean;
}

export interface AttachmentRow {
  index: number;
  file: File | null;
}

interface Step3Props extends StepProps<Step3Values> {
  attachments: AttachmentRow[];
  onAttachments: (rows: AttachmentRow[]) => void;
  showWorkshopList: boolean;
  onShowWorkshopList: (list: boolean) => void;
  branchName: string | null;
  now?: () => Date;
}

/** 'Mon 24/11': a requested date on its chip. */
function dateChipLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-ZA', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return `${day} ${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}`;
}

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** spec: approved repairer list for a policy claim with no workshops nearby. */
const APPROVED_REPAIRERS_PATH = '/workshops';

/**
 * spec step 3: address, travel distance (5 to 50 km, step 5, 10 set after a second), workshops on a map
 * (or, for organisation users, a list of their organisation's workshops), weekday dates in the window,
 * notes, attachments, customer references; organisation users also see the branch and the admin-fee toggle.
 */
export function StepBookingDetails({
  ctx,
  values,
  onNext,
  onBack,
  onDraft,
  attachments,
  onAttachments,
  showWorkshopList,
  onShowWorkshopList,
  branchName,
  now = () => new Date(),
}: Step3Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { control, register, handleSubmit, watch, setValue, getValues, formState } = useForm<Step3Values>({
    resolver: stepResolver(quoteRequestStep3Schema({ isOrganisation: ctx.isOrganisation, now })),
    defaultValues: {
      address: values?.address ?? null,
      travelDistance: values?.travelDistance ?? null,
      regionIds: values?.regionIds ?? [],
      quoteRequestWorkshopMappings: values?.quoteRequestWorkshopMappings ?? [],
      datesRequested: values?.datesRequested ?? [],
      notes: values?.notes ?? '',
      quoteCustomerReferences: values?.quoteCustomerReferences ?? [],
      includeAdminFee: values?.includeAdminFee ?? false,
    },
  });
  const refs = useFieldArray({ control, name: 'quoteCustomerReferences', keyName: 'key' });
  // A signed-in customer's request starts from the address of their last one (issue 20 item 6, decision
  // 054), unless the draft already has an address or the person has chosen one meanwhile.
  const rememberFor = ctx.isGuest || ctx.isOrganisation || values?.address ? null : (ctx.user?.id ?? null);
  const lastAddress = useLastAddress(rememberFor);
  const [remembered, setRemembered] = useState(false);
  // The search waits for the answer (one small read), so it never fills in over what a person types.
  const [lastAddressRead, setLastAddressRead] = useState(false);
  const waitingForLastAddress = rememberFor !== null && !lastAddressRead && !lastAddress.isError;
  useEffect(() => {
    if (lastAddressRead || lastAddress.data === undefined) return;
    setLastAddressRead(true);
    const last = addressValueOf(lastAddress.data);
    if (!last || getValues('address')) return;
    setValue('address', last);
    setRemembered(true);
  }, [lastAddress.data, lastAddressRead, getValues, setValue]);
  const all = watch();
  const { address, travelDistance, quoteRequestWorkshopMappings: mappings } = all;
  const selected = useMemo(() => mappings.map((m) => m.workshopId), [mappings]);
  const [attachmentProblems, setAttachmentProblems] = useState<Record<number, string>>({});
  const [dialog, setDialog] = useState<'none' | 'tooFew' | 'noWorkshops'>('none');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const inspection = quoteKind(ctx.quoteType) === 'inspection';
  const listView = ctx.isOrganisation && showWorkshopList;

  const serialised = JSON.stringify(all);
  // biome-ignore lint/correctness/useExhaustiveDependencies: saved whenever the values change
  useEffect(() => onDraft(all), [serialised, onDraft]);

  // spec: the travel distance defaults to 10 km, set after a second.
  useEffect(() => {
    if (travelDistance !== null) return;
    const timer = setTimeout(
      () => setValue('travelDistance', TRAVEL_DISTANCE.defaultKm),
      TRAVEL_DISTANCE.defaultDelayMs,
    );
    return () => clearTimeout(timer);
  }, [travelDistance, setValue]);

  const radius = travelDistance ?? TRAVEL_DISTANCE.defaultKm;
  const mapWorkshops = useWorkshopAddresses(
    address && !listView ? { quoteType: ctx.quoteType, lat: address.lat, lng: address.lng, radius } : null,
  );
  const inRange: WorkshopAddress[] = mapWorkshops.data ?? [];
  const listWorkshops = useOrganisationWorkshops(
    { quoteType: ctx.quoteType, search: debouncedSearch.trim(), lat: address?.lat, lng: address?.lng },
    listView,
  );
  const listed = listWorkshops.data?.pages.flatMap((p) => p.items) ?? [];
  const listTotal = listWorkshops.data?.pages[0]?.totalDisplayItems ?? 0;

  // spec: no workshops around the address: the dialog asking for a different address.
  const noneAround = Boolean(address) && !listView && mapWorkshops.isSuccess && inRange.length === 0;
  useEffect(() => {
    if (noneAround && radius >= MAX_RADIUS_KM) setDialog('noWorkshops');
  }, [noneAround, radius]);

  // A workshop out of the new radius is no longer chosen.
  useEffect(() => {
    if (listView || !mapWorkshops.isSuccess || mapWorkshops.isPlaceholderData) return;
    const ids = new Set(inRange.map((w) => w.workshopId));
    const kept = mappings.filter((m) => ids.has(m.workshopId));
    if (kept.length !== mappings.length) setValue('quoteRequestWorkshopMappings', kept);
  }, [inRange, listView, mapWorkshops.isSuccess, mapWorkshops.isPlaceholderData, mappings, setValue]);

  const toggleWorkshop = (workshopId: string, single = false) => {
    const on = selected.includes(workshopId);
    const next = single
      ? on
        ? []
        : [{ workshopId }]
      : on
        ? mappings.filter((m) => m.workshopId !== workshopId)
        : [...mappings, { workshopId }];
    setValue('quoteRequestWorkshopMappings', next, { shouldValidate: formState.isSubmitted });
  };

  const dates = listAllowedDates(now(), { isOrganisation: ctx.isOrganisation });

  const checkAttachments = (): boolean => {
    const problems: Record<number, string> = {};
    for (const row of attachments) {
      const list = validateAttachment(
        row.file ? { name: row.file.name, sizeBytes: row.file.size, mimeType: row.file.type } : null,
      );
      if (list[0]) problems[row.index] = list[0];
    }
    setAttachmentProblems(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = (v: Step3Values, force = false) => {
    if (!checkAttachments()) return;
    const check = checkWorkshopSelection({
      view: listView ? 'list' : 'map',
      selectedCount: v.quoteRequestWorkshopMappings.length,
      availableCount: listView ? listTotal : inRange.length,
      isOrganisation: ctx.isOrganisation,
    });
    if (!check.ok && check.reason === 'noWorkshopsNearby') return setDialog('noWorkshops');
    if (!check.ok && check.reason === 'tooFew' && !force) return setDialog('tooFew');
    // The request's regions: those of the workshops chosen.
    const chosen = new Set(v.quoteRequestWorkshopMappings.map((m) => m.workshopId));
    const regionIds = [
      ...new Set([...inRange, ...listed].filter((w) => chosen.has(w.workshopId)).flatMap((w) => w.regionIds)),
    ];
    onNext({ ...v, regionIds });
  };

  const errors = formState.errors;
  const workshopError =
    (errors.quoteRequestWorkshopMappings as { message?: string } | undefined)?.message ??
    (errors.quoteRequestWorkshopMappings as { root?: { message?: string } } | undefined)?.root?.message;
  const nextIndex = attachments.reduce((max, r) => Math.max(max, r.index + 1), 0);

  return (
    <form
      onSubmit={(event) => {
        // Next within the first second: the map already searched at the default distance, so that is the
        // distance asked for (it said 'Cannot be empty.' and then filled itself in).
        if (travelDistance === null) setValue('travelDistance', TRAVEL_DISTANCE.defaultKm);
        return handleSubmit(
          (v) => submit(v),
          () => {
            if (noneAround) setDialog('noWorkshops');
          },
        )(event);
      }}
      noValidate
    >
      <Stack gap="lg">
        {ctx.isOrganisation && branchName && (
          <Text>
            Branch:{' '}
            <Text span fw={700}>
              {branchName}
            </Text>
          </Text>
        )}

        <Stack gap="xs">
          <Title order={3} fz="h4">
            Where is the vehicle?
          </Title>
          {remembered && address && (
            <Text fz="sm" c="dimmed">
              The address of your last request. Reset it to search for another.
            </Text>
          )}
          {waitingForLastAddress ? (
            <Group gap="xs" mih={60}>
              <Loader size="xs" />
              <Text fz="sm" c="dimmed">
                Loading your last address…
              </Text>
            </Group>
          ) : (
            <Controller
              control={control}
              name="address"
              render={({ field, fieldState }) => (
                <AddressCapture
                  id="booking-address"
                  value={field.value}
                  onChange={(next) => field.onChange(next)}
                  error={
                    fieldState.error?.message ?? (fieldState.error ? UI_MESSAGES.searchAddressAbove : null)
                  }
                  withMap={false}
                />
              )}
            />
          )}
        </Stack>

        <Stack gap={4}>
          <Text fw={500} fz="sm" id="travel-distance-label">
            Travel distance: {travelDistance === null ? '…' : `${travelDistance} km`}
          </Text>
          <Slider
            aria-labelledby="travel-distance-label"
            // The thumb is the slider to assistive technology: it needs the name itself.
            thumbLabel="Travel distance"
            min={TRAVEL_DISTANCE.minKm}
            max={TRAVEL_DISTANCE.maxKm}
            step={TRAVEL_DISTANCE.stepKm}
            value={travelDistance ?? TRAVEL_DISTANCE.minKm}
            onChange={(km) => setValue('travelDistance', km)}
            marks={[5, 20, 30, 50].map((km) => ({ value: km, label: `${km} km` }))}
            // The end marks' labels are centred on the track's ends: a margin keeps them inside the panel.
            mx="md"
            mb="lg"
          />
          {errors.travelDistance?.message && (
            <Text c="red" fz="sm">
              {errors.travelDistance.message}
            </Text>
          )}
        </Stack>

        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} fz="h4">
              Workshops
            </Title>
            {ctx.isOrganisation && (
              <SegmentedControl
                size="xs"
                value={listView ? 'list' : 'map'}
                onChange={(v) => {
                  onShowWorkshopList(v === 'list');
                  setValue('quoteRequestWorkshopMappings', []);
                }}
                data={[
                  { value: 'map', label: 'Map view' },
                  { value: 'list', label: 'List view' },
                ]}
              />
            )}
          </Group>

          {listView ? (
            <Stack gap="xs">
              <TextInput
                label="Search workshops"
                placeholder="Name or suburb"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                maxLength={100}
              />
              {listWorkshops.isPending ? (
                <Loader size="sm" />
              ) : listWorkshops.isError ? (
                <Text c="dimmed" fz="sm">
                  We could not load your organisation's workshops. Please try again.
                </Text>
              ) : listed.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  No organisation workshops found.
                </Text>
              ) : (
                <Stack component="ul" gap={6} aria-label="Organisation workshops" style={PLAIN_LIST}>
                  {listed.map((w) => (
                    // The list item wraps the control: on the input itself the role would hide the checkbox.
                    <li key={w.workshopId}>
                      {inspection ? (
                        <Radio
                          label={`${w.name}${w.suburb ? `, ${w.suburb}` : ''}`}
                          checked={selected.includes(w.workshopId)}
                          onChange={() => toggleWorkshop(w.workshopId, true)}
                        />
                      ) : (
                        <Checkbox
                          label={`${w.name}${w.suburb ? `, ${w.suburb}` : ''}`}
                          checked={selected.includes(w.workshopId)}
                          onChange={() => toggleWorkshop(w.workshopId)}
                        />
                      )}
                    </li>
                  ))}
                  {listWorkshops.hasNextPage && (
                    <li>
                      <Button
                        variant="light"
                        size="xs"
                        w="fit-content"
                        loading={listWorkshops.isFetchingNextPage}
                        onClick={() => void listWorkshops.fetchNextPage()}
                      >
                        Load more
                      </Button>
                    </li>
                  )}
                </Stack>
              )}
            </Stack>
          ) : !address ? (
            <Text c="dimmed" fz="sm">
              {UI_MESSAGES.searchAddressAbove}
            </Text>
          ) : (
            <Stack gap="xs">
              <Suspense fallback={<div style={{ height: phone ? MAP.phoneHeightPx : MAP.heightPx }} />}>
                <WorkshopMap
                  centre={address}
                  radiusKm={radius}
                  workshops={inRange}
                  selected={selected}
                  onToggle={(id) => toggleWorkshop(id)}
                  height={phone ? MAP.phoneHeightPx : MAP.heightPx}
                />
              </Suspense>
              {mapWorkshops.isFetching && <Loader size="xs" />}
              {mapWorkshops.isError && (
                <Text c="red" fz="sm" role="alert">
                  We could not load the workshops near this address. Please try again.
                </Text>
              )}
              {noneAround && (
                <Text c="dimmed" fz="sm">
                  No workshops {withinText(radius)} of this address. Try a longer travel distance.
                </Text>
              )}
              {inRange.length > 0 && (
                <Group justify="space-between">
                  <Text fz="sm">
                    {inRange.length} {inRange.length === 1 ? 'workshop' : 'workshops'} {withinText(radius)} ·{' '}
                    {selected.length} chosen
                  </Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() =>
                      setValue(
                        'quoteRequestWorkshopMappings',
                        inRange.map((w) => ({ workshopId: w.workshopId })),
                        { shouldValidate: formState.isSubmitted },
                      )
                    }
                  >
                    Choose all
                  </Button>
                </Group>
              )}
              <Stack component="ul" gap={6} aria-label="Workshops in range" style={PLAIN_LIST}>
                {inRange.map((w) => (
                  <li key={w.workshopId}>
                    <Checkbox
                      checked={selected.includes(w.workshopId)}
                      onChange={() => toggleWorkshop(w.workshopId)}
                      label={w.name}
                      description={[w.suburb, travelText(w), `${w.referenceNumber} jobs in progress`]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
          {workshopError && (
            <Text c="red" fz="sm" role="alert">
              {workshopError}
            </Text>
          )}
        </Stack>

        <Controller
          control={control}
          name="datesRequested"
          render={({ field, fieldState }) => (
            <Stack gap={6}>
              <Text fw={500} fz="sm">
                When can the vehicle go in?
              </Text>
              <Chip.Group multiple value={field.value} onChange={field.onChange}>
                <Group gap={6} role="group" aria-label="Dates">
                  {dates.map((d) => (
                    <Chip key={d} value={d} size="sm">
                      {dateChipLabel(d)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {fieldState.error?.message && (
                <Text c="red" fz="sm" role="alert">
                  {fieldState.error.message}
                </Text>
              )}
            </Stack>
          )}
        />

        <Textarea
          label="Notes"
          autosize
          minRows={3}
          maxLength={NOTES_MAX_LENGTH}
          description={`${(all.notes ?? '').length} / ${NOTES_MAX_LENGTH}`}
          error={errors.notes?.message}
          {...register('notes')}
        />

        <Stack gap="xs">
          <Text fw={500} fz="sm">
            Attachments
          </Text>
          <Text fz="xs" c="dimmed">
            Photos or documents: {ATTACHMENT_EXTENSIONS.join(', ')}; up to 8 MB each.
          </Text>
          {attachments.length > 0 && (
            <Table verticalSpacing={4} aria-label="Attachments">
              <Table.Tbody>
                {attachments.map((row) => (
                  <Table.Tr key={row.index}>
                    <Table.Td>
                      {row.file ? (
                        <Text fz="sm" title={row.file.name}>
                          {shortenFileName(row.file.name)}
                        </Text>
                      ) : (
                        <FileInput
                          aria-label={`Attachment ${row.index + 1}`}
                          placeholder="Choose a file"
                          accept={ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
                          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                          onChange={(file) =>
                            onAttachments(
                              attachments.map((r) => (r.index === row.index ? { ...r, file } : r)),
                            )
                          }
                          error={attachmentProblems[row.index]}
                        />
                      )}
                      {row.file && attachmentProblems[row.index] && (
                        <Text c="red" fz="xs">
                          {attachmentProblems[row.index]}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td fz="xs" c="dimmed">
                      {row.file ? (row.file.type || 'file').split('/').pop()?.toUpperCase() : ''}
                    </Table.Td>
                    <Table.Td fz="xs" c="dimmed">
                      {row.file ? fileSize(row.file.size) : ''}
                    </Table.Td>
                    <Table.Td w={40}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove attachment ${row.index + 1}`}
                        onClick={() => onAttachments(attachments.filter((r) => r.index !== row.index))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => onAttachments([...attachments, { index: nextIndex, file: null }])}
            disabled={attachments.length >= 10}
          >
            Add attachment
          </Button>
        </Stack>

        <Stack gap="xs">
          <Text fw={500} fz="sm">
            Customer references
          </Text>
          {refs.fields.map((ref, i) => (
            <Group key={ref.key} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`Reference name ${i + 1}`}
                placeholder="Name (e.g. Order number)"
                maxLength={100}
                error={errors.quoteCustomerReferences?.[i]?.name?.message}
                {...register(`quoteCustomerReferences.${i}.name`)}
                style={{ flex: 1 }}
              />
              <TextInput
                aria-label={`Reference ${i + 1}`}
                placeholder="Reference"
                maxLength={100}
                error={errors.quoteCustomerReferences?.[i]?.reference?.message}
                {...register(`quoteCustomerReferences.${i}.reference`)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={`Remove reference ${i + 1}`}
                onClick={() => refs.remove(i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            disabled={refs.fields.length >= CUSTOMER_REFERENCES_MAX}
            onClick={() =>
              refs.append({
                index: refs.fields.reduce((max, _r, i) => Math.max(max, i + 1), 0),
                name: '',
                reference: '',
              })
            }
          >
            Add reference
          </Button>
        </Stack>

        {ctx.isOrganisation && (
          <Controller
            control={control}
            name="includeAdminFee"
            render={({ field }) => (
              <Switch
                label={UI_LABELS.includeAdminFee}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        )}

        <StepButtons onBack={onBack} />
      </Stack>

      <Modal opened={dialog === 'tooFew'} onClose={() => setDialog('none')} title="More workshops" centered>
        <Stack>
          <Text>{UI_MESSAGES.tooFewWorkshops}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() =>
                handleSubmit((v) => {
                  setDialog('none');
                  submit(v, true);
                })()
              }
            >
              Continue
            </Button>
            <Button
              onClick={() => {
                setValue('travelDistance', MAX_RADIUS_KM);
                setDialog('none');
              }}
            >
              {UI_LABELS.expandRadius}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'noWorkshops'}
        onClose={() => setDialog('none')}
        title="No workshops nearby"
        centered
      >
        <Stack>
          <Text>{UI_MESSAGES.noWorkshopsNearby}</Text>
          {ctx.quoteType === 'IGS_Policy' && (
            <Anchor href={APPROVED_REPAIRERS_PATH} target="_blank" rel="noopener">
              View the approved repairer list
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button onClick={() => setDialog('none')}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
