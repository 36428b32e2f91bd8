import { Group, SegmentedControl, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  allowedDateWindow,
  checkWorkshopSelection,
  dateRange,
  listAllowedDates,
  MAP,
  MAX_RADIUS_KM,
  NOTES_MAX_LENGTH,
  quoteKind,
  quoteRequestStep3Schema,
  TRAVEL_DISTANCE,
  UI_LABELS,
  validateAttachment,
  type WorkshopAddress,
} from '@motorwise/shared';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDropOffSlots } from '@/features/workshops-directory';
import { useOrganisationWorkshops, useWorkshopAddresses } from '../api/quote-requests-api';
import { BookingAddress, useRememberedAddress } from './booking-address';
import { BookingAttachments } from './booking-attachments';
import { BookingDates } from './booking-dates';
import { NoWorkshopsDialog, TooFewWorkshopsDialog } from './booking-dialogs';
import { BookingReferences } from './booking-references';
import { BookingTravelDistance } from './booking-travel-distance';
import type { AttachmentRow, Step3Values } from './booking-values';
import { OrganisationWorkshopList, WorkshopsInRange } from './booking-workshops';
import { type StepProps, stepResolver } from './step-context';
import { StepButtons } from './step-vehicle-details';

interface Step3Props extends StepProps<Step3Values> {
  attachments: AttachmentRow[];
  onAttachments: (rows: AttachmentRow[]) => void;
  showWorkshopList: boolean;
  onShowWorkshopList: (list: boolean) => void;
  branchName: string | null;
  now?: () => Date;
}

/**
 * spec step 3: address, travel distance (5 to 50 km, step 5, 10 set after a second), workshops on a map
 * (or, for organisation users, a list of their organisation's workshops), the dates in the window on which a
 * chosen workshop has room (decision 075; before one is chosen, the days but Sundays and public holidays),
 * notes, attachments, customer references; organisation users also see the branch and the admin-fee toggle.
 * The step holds the form, the workshop search and the checks on leaving; each part is its own component.
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
  const lastAddress = useRememberedAddress(ctx, values?.address, getValues, setValue);
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

  // The dates: the days any chosen workshop has room (its diary: hours, closures, capacity; never a public
  // holiday); an organisation's window starts today, which the slots (from tomorrow) leave to it.
  const fallbackKey = listAllowedDates(now(), { isOrganisation: ctx.isOrganisation }).join(',');
  const { from, to } = allowedDateWindow(now(), { isOrganisation: ctx.isOrganisation });
  const slots = useDropOffSlots(selected, from, to);
  const slotDays = selected.length > 0 ? slots.data : undefined;
  const offered = useMemo(() => {
    const fallback = fallbackKey ? fallbackKey.split(',') : [];
    if (!slotDays) return fallback;
    const withRoom = new Set([...slotDays.values()].flatMap((w) => w.days.map((d) => d.date)));
    // A Sunday too, when a chosen workshop opens on Sundays.
    return dateRange(from, to).filter(
      (d) => (ctx.isOrganisation && d === from && fallback.includes(d)) || withRoom.has(d),
    );
  }, [slotDays, fallbackKey, from, to, ctx.isOrganisation]);
  // A date no chosen workshop has room on any more is no longer chosen.
  const slotsSettled = selected.length > 0 && slots.isSuccess && !slots.isPlaceholderData;
  const daysLoading = selected.length > 0 && slots.isFetching && (slots.isPending || slots.isPlaceholderData);
  useEffect(() => {
    if (!slotsSettled) return;
    const chosen = getValues('datesRequested');
    const kept = chosen.filter((d) => offered.includes(d));
    if (kept.length !== chosen.length) setValue('datesRequested', kept);
  }, [slotsSettled, offered, getValues, setValue]);

  const chooseWorkshops = (next: { workshopId: string }[]) =>
    setValue('quoteRequestWorkshopMappings', next, { shouldValidate: formState.isSubmitted });

  const toggleWorkshop = (workshopId: string, single = false) => {
    const on = selected.includes(workshopId);
    chooseWorkshops(
      single
        ? on
          ? []
          : [{ workshopId }]
        : on
          ? mappings.filter((m) => m.workshopId !== workshopId)
          : [...mappings, { workshopId }],
    );
  };

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

        <BookingAddress
          control={control}
          remembered={lastAddress.remembered && Boolean(address)}
          waiting={lastAddress.waiting}
        />

        <BookingTravelDistance
          value={travelDistance}
          onChange={(km) => setValue('travelDistance', km)}
          error={errors.travelDistance?.message}
        />

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
            <OrganisationWorkshopList
              search={search}
              onSearch={setSearch}
              query={listWorkshops}
              listed={listed}
              selected={selected}
              inspection={inspection}
              onToggle={toggleWorkshop}
            />
          ) : (
            <WorkshopsInRange
              address={address}
              radius={radius}
              query={mapWorkshops}
              inRange={inRange}
              selected={selected}
              noneAround={noneAround}
              onToggle={(id) => toggleWorkshop(id)}
              onChooseAll={() => chooseWorkshops(inRange.map((w) => ({ workshopId: w.workshopId })))}
              mapHeight={phone ? MAP.phoneHeightPx : MAP.heightPx}
            />
          )}
          {workshopError && (
            <Text c="red" fz="sm" role="alert">
              {workshopError}
            </Text>
          )}
        </Stack>

        <BookingDates
          control={control}
          dates={offered}
          hint={selected.length > 0 ? 'The days the workshops you chose have room.' : undefined}
          loading={daysLoading}
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

        <BookingAttachments
          attachments={attachments}
          onAttachments={onAttachments}
          problems={attachmentProblems}
        />

        <BookingReferences control={control} register={register} errors={errors.quoteCustomerReferences} />

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

      <TooFewWorkshopsDialog
        opened={dialog === 'tooFew'}
        onClose={() => setDialog('none')}
        onContinue={() =>
          handleSubmit((v) => {
            setDialog('none');
            submit(v, true);
          })()
        }
        onExpand={() => {
          setValue('travelDistance', MAX_RADIUS_KM);
          setDialog('none');
        }}
      />
      <NoWorkshopsDialog
        opened={dialog === 'noWorkshops'}
        onClose={() => setDialog('none')}
        quoteType={ctx.quoteType}
      />
    </form>
  );
}
