import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  categoryForFinanceReconOverride,
  FINANCE_RECON_VEHICLE_STATUS,
  financeReconOverrideFromHistory,
  isVehicleReportFile,
  type ManualVehicle,
  needsWarrantyDisclaimer,
  offeredQuoteTypes,
  type PolicyDialog,
  type QuoteType,
  quoteTypeDisplayName,
  type RequestCategory,
  type Vehicle,
} from '@motorwise/shared';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog';
import {
  PolicyCard,
  PolicyDialogModal,
  policyDialogOf,
  useGarageVehicle,
  useVehicleHistory,
} from '@/features/garage';
import { InstantPriceOffersOfDraft } from '@/features/instant-prices';
import { useReminderPrefill } from '@/features/reminders';
import { useWarrantyNoticeBrands, vehicleTitle } from '@/features/vehicles';
import { useSession } from '@/lib/session';
import { trackQuoteEvent } from '../api/quote-requests-api';
import { RequestTypeSection, TYPE_TITLE_ID } from './new-quote-request-type';
import {
  ChosenVehicleCard,
  FindVehiclePanel,
  ManualVehiclePanel,
  VehicleHistoryPanel,
} from './new-quote-vehicle';
import { emptyDraft, type QuoteDraft, type Selection, useQuoteDraft } from './quote-draft';
import { QuoteRequestStepper } from './quote-request-stepper';
import type { RequestTypeOption } from './request-type-cards';
import type { StepContext } from './step-context';
import { WARRANTY_ACCEPT_ID, WarrantyDisclaimer } from './warranty-disclaimer';

/** What /home hands over when a visitor picks a vehicle there. */
export interface NewQuoteLocationState {
  vehicle?: Vehicle;
  manual?: boolean;
  /** A workshop page's "Request a quote from this workshop": that workshop is chosen in step 3. */
  workshopId?: string;
}

function selectionBrand(selection: Selection | null, manualBrand: string): string | null {
  if (!selection) return null;
  if (selection.kind === 'catalogue') return selection.vehicle.brand;
  if (selection.kind === 'garage') return selection.garageVehicle.vehicle.brand;
  // spec: the disclaimer applies to manual entry too, from the brand as typed.
  return manualBrand;
}

function vehicleOf(selection: Selection | null): Vehicle | null {
  if (selection?.kind === 'catalogue') return selection.vehicle;
  if (selection?.kind === 'garage') return selection.garageVehicle.vehicle;
  return null;
}

/** Moves the focus once the next screen has drawn (the control that had it is gone). */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function draftFor(selection: Selection | null): QuoteDraft {
  return { ...emptyDraft(), selection };
}

/**
 * spec: the quote request wizard of /new-quote/{vehicleMappingIdProp?}: the vehicle, the request type
 * (per the shared availability rule, policy mode and the organisation's request category), then the
 * four-step stepper. Everything chosen lives in the client-held draft, so a reload keeps it.
 */
export function NewQuoteWizard() {
  const { vehicleMappingIdProp } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user, isOrganisationUser } = useSession();
  const handed = (location.state ?? null) as NewQuoteLocationState | null;

  const { draft, update, setDraft } = useQuoteDraft(() => draftFor(null));
  // Which brands' warranty note must be accepted: administrators keep it per brand (decision 061).
  const noticeBrands = useWarrantyNoticeBrands();
  const selection = draft.selection;
  const quoteType = draft.quoteType;
  const [manualBrand, setManualBrand] = useState(
    selection?.kind === 'manual' ? (selection.typed?.brand ?? selection.manual?.brand ?? '') : '',
  );
  const [policyQuoteMode, setPolicyQuoteMode] = useState(
    () => selection?.kind === 'garage' && Boolean(selection.garageVehicle.innovationPolicy?.policyQuoteMode),
  );
  const [policyDialog, setPolicyDialog] = useState<PolicyDialog | null>(null);
  // What the focus goes on to when the policy dialog closes (its opener, the garage dropdown, is gone).
  const [afterPolicyDialog, setAfterPolicyDialog] = useState<string | undefined>(undefined);
  const [confirm, confirmDialog] = useConfirm();
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const appliedFinanceRecon = useRef<string | null>(null);

  const chooseVehicle = useCallback(
    (next: Selection) => {
      // spec: changing the vehicle clears the selected garage vehicle and the policy flag.
      const fresh = draftFor(next);
      setScheduleOpen(false);
      setPolicyQuoteMode(false);
      setPolicyDialog(null);
      setAfterPolicyDialog(undefined);
      appliedFinanceRecon.current = null;
      if (next.kind === 'garage') {
        // spec: the policy statuses (policyEffect, applied by the API to the garage answer).
        const policy = next.garageVehicle.innovationPolicy;
        if (policy?.policyQuoteMode) {
          setPolicyQuoteMode(true);
          fresh.quoteType = 'IGS_Policy';
        }
        setPolicyDialog(policyDialogOf(policy));
      }
      setDraft((d) => ({ ...fresh, chosenWorkshopId: d.chosenWorkshopId ?? null }));
    },
    [setDraft],
  );

  // Chosen here (not handed over by another page): the search box is gone, so the focus goes on to what
  // needs doing next, the warranty note when there is one, else the request type (decision 043); when a
  // policy dialog opens over the page, it goes there as the dialog closes.
  const chooseHere = (next: Selection) => {
    chooseVehicle(next);
    if (next.kind === 'manual') return focusSoon('manual-title');
    const brand = next.kind === 'catalogue' ? next.vehicle.brand : next.garageVehicle.vehicle.brand;
    const target = needsWarrantyDisclaimer(brand, noticeBrands) ? WARRANTY_ACCEPT_ID : TYPE_TITLE_ID;
    if (next.kind === 'garage' && policyDialogOf(next.garageVehicle.innovationPolicy))
      setAfterPolicyDialog(target);
    else focusSoon(target);
  };

  // What /home handed over: a new vehicle replaces any earlier draft; the state is then dropped so a
  // reload keeps the draft instead.
  const handedApplied = useRef(false);
  useEffect(() => {
    if (handedApplied.current || !handed) return;
    handedApplied.current = true;
    if (handed.workshopId) {
      const workshopId = handed.workshopId;
      update((d) => ({
        chosenWorkshopId: workshopId,
        steps: { ...d.steps, step3: { ...d.steps.step3, quoteRequestWorkshopMappings: [{ workshopId }] } },
      }));
    }
    if (handed.vehicle) chooseVehicle({ kind: 'catalogue', vehicle: handed.vehicle });
    else if (handed.manual) chooseVehicle({ kind: 'manual' });
    navigate(location.pathname, { replace: true, state: null });
  }, [handed, chooseVehicle, update, navigate, location.pathname]);

  // The workshop chosen on its page stays chosen in step 3 until the person changes step 3 themselves
  // (a new vehicle starts step 3 afresh; the step drops it if it is out of range of their address).
  useEffect(() => {
    const workshopId = draft.chosenWorkshopId;
    if (!workshopId || draft.steps.step3) return;
    update((d) => ({ steps: { ...d.steps, step3: { quoteRequestWorkshopMappings: [{ workshopId }] } } }));
  }, [draft.chosenWorkshopId, draft.steps.step3, update]);

  // /new-quote/{vehicleMappingId}: the garage vehicle the quote is for (signed-in users). The same
  // vehicle in the draft (a reload) keeps the draft.
  const mapping = useGarageVehicle(status === 'authenticated' ? vehicleMappingIdProp : undefined);
  const appliedMapping = useRef<string | null>(null);
  useEffect(() => {
    if (!mapping.data || appliedMapping.current === mapping.data.id) return;
    appliedMapping.current = mapping.data.id;
    const current = draft.selection;
    if (current?.kind === 'garage' && current.garageVehicle.id === mapping.data.id) return;
    chooseVehicle({ kind: 'garage', garageVehicle: mapping.data });
  }, [mapping.data, draft.selection, chooseVehicle]);

  // /new-quote/{vehicleMappingId}?reminder={id}: a reminder's link (decision 078). Once its vehicle is the
  // chosen one, its request type, items and notes are filled in, once (a reload keeps the draft). A request's
  // reminder (/new-quote?reminder={id}, with `&key=` for a guest's, decision 079) chooses its catalogue or
  // hand-entered vehicle first.
  const reminderKey = searchParams.get('key');
  const reminder = useReminderPrefill(
    status === 'authenticated' || reminderKey ? searchParams.get('reminder') : null,
    reminderKey,
  );
  useEffect(() => {
    const r = reminder.data;
    if (!r || draft.reminderId === r.id) return;
    const current = draft.selection;
    if (r.vehicle && (current?.kind !== 'catalogue' || current.vehicle.id !== r.vehicle.id)) {
      chooseVehicle({ kind: 'catalogue', vehicle: r.vehicle });
      return;
    }
    if (r.manualVehicle && current?.kind !== 'manual') {
      setManualBrand(r.manualVehicle.brand);
      chooseVehicle({ kind: 'manual', typed: r.manualVehicle });
      return;
    }
    if (
      r.customerVehicleId &&
      (current?.kind !== 'garage' || current.garageVehicle.id !== r.customerVehicleId)
    )
      return;
    update((d) => ({
      reminderId: r.id,
      // A vehicle with a policy asks for the policy type; the reminder's type is not offered there.
      ...(policyQuoteMode ? {} : { quoteType: r.quoteType }),
      steps: {
        ...d.steps,
        step2: {
          ...d.steps.step2,
          items: r.items.map((i) => ({ ...i, queryAnswer: i.hasQuery ? '' : null })),
        },
        ...(r.notes ? { step3: { ...d.steps.step3, notes: r.notes } } : {}),
      },
    }));
  }, [reminder.data, draft.reminderId, draft.selection, policyQuoteMode, update, chooseVehicle]);

  const garageVehicle = selection?.kind === 'garage' ? selection.garageVehicle : null;
  const isFinanceRecon = isOrganisationUser && garageVehicle?.status === FINANCE_RECON_VEHICLE_STATUS;

  // spec: a 'Finance Recon' garage vehicle loads its history, sets Finance Recon 1, and turns the
  // override on when any past request is not cancelled.
  const history = useVehicleHistory(garageVehicle?.id, isFinanceRecon);
  useEffect(() => {
    if (!isFinanceRecon || !garageVehicle || !history.data) return;
    if (appliedFinanceRecon.current === garageVehicle.id) return;
    appliedFinanceRecon.current = garageVehicle.id;
    const override = financeReconOverrideFromHistory(history.data.items);
    update({ financeReconOverride: override, requestCategory: 'Finance Recon 1' });
  }, [isFinanceRecon, garageVehicle, history.data, update]);

  const clear = () => {
    setPolicyQuoteMode(false);
    setPolicyDialog(null);
    setScheduleOpen(false);
    appliedMapping.current = null;
    appliedFinanceRecon.current = null;
    setManualBrand('');
    setDraft(draftFor(null));
    if (vehicleMappingIdProp || location.state) navigate('/new-quote', { replace: true, state: null });
  };
  const askToClear = () =>
    confirm(
      {
        title: 'Clear this request?',
        message: 'This removes the vehicle and the request type you chose, so you can start again.',
        confirmLabel: 'Clear',
        danger: true,
      },
      clear,
    );
  const resetRequest = () =>
    update((d) => ({
      steps: {},
      currentStep: 0,
      furthestStep: 0,
      started: false,
      vehicleReportShown: false,
      trackingSessionId: emptyDraft().trackingSessionId,
      quoteType: d.quoteType,
    }));
  const askToReset = () =>
    confirm(
      {
        title: 'Reset this request?',
        message: 'This empties the four steps. The vehicle and the request type stay chosen.',
        confirmLabel: 'Reset',
        danger: true,
      },
      resetRequest,
    );

  const brand = selectionBrand(selection, manualBrand);
  const warrantyPending = needsWarrantyDisclaimer(brand, noticeBrands) && !draft.warrantyAccepted;
  const manualInvalid = selection?.kind === 'manual' && !selection.manual;
  // spec: Start is disabled until a quote type is chosen, while a warranty warning is unaccepted, or while
  // the manual form is invalid.
  const canStart = selection !== null && quoteType !== null && !warrantyPending && !manualInvalid;

  // The request category (organisation users): a Finance Recon vehicle's comes from the override.
  const category: RequestCategory | null = isFinanceRecon
    ? categoryForFinanceReconOverride(draft.financeReconOverride)
    : draft.requestCategory;
  const offered = offeredQuoteTypes({
    isOrganisation: isOrganisationUser,
    requestCategory: category,
    // The organisation's partner programmes with their quote types, as the API reads them (decision 060).
    programmes: user?.organization?.programmes ?? [],
    garageVehicle: garageVehicle
      ? {
          policyStatus: policyQuoteMode ? (garageVehicle.innovationPolicy?.policyStatus ?? null) : null,
          hasDekraReport: garageVehicle.vehicleAttachments.some((a) =>
            isVehicleReportFile(a.attachmentFileName),
          ),
        }
      : null,
  });
  // spec: with a policy the policy type is selectable and the normal service and repair types are
  // disabled (shown, not offered).
  const options: RequestTypeOption[] = [
    ...(policyQuoteMode && !isOrganisationUser
      ? (['SMC_Service', 'SMC_Repair'] as const).map((t) => ({ quoteType: t, disabled: true }))
      : []),
    ...offered.map((t) => ({ quoteType: t })),
  ];

  const chooseType = (next: QuoteType | null) => update({ quoteType: next });
  const chooseCategory = (next: RequestCategory) =>
    // spec: changing category clears the quote type; the override follows Finance Recon 1 and 2.
    update({
      requestCategory: next,
      quoteType: null,
      financeReconOverride:
        next === 'Finance Recon 1' ? true : next === 'Finance Recon 2' ? false : draft.financeReconOverride,
    });
  const setOverride = (on: boolean) =>
    update({
      financeReconOverride: on,
      requestCategory: categoryForFinanceReconOverride(on),
      quoteType: null,
    });

  const start = () => {
    if (!quoteType) return;
    // spec: a tracking event on starting the create flow.
    trackQuoteEvent({
      event: 'quote_flow_started',
      quoteType,
      sessionId: draft.trackingSessionId,
      reminderId: draft.reminderId ?? null,
    });
    update({ started: true, currentStep: 0, furthestStep: Math.max(draft.furthestStep, 0) });
  };

  const vehicle = vehicleOf(selection);
  const manual: ManualVehicle | null = selection?.kind === 'manual' ? (selection.manual ?? null) : null;
  const title = vehicle ? vehicleTitle(vehicle) : manual ? vehicleTitle(manual) : 'Your vehicle';

  const ctx: StepContext | null =
    selection && quoteType
      ? {
          quoteType,
          selection,
          vehicle,
          garageVehicle,
          vehicleName:
            garageVehicle?.name && garageVehicle.name !== 'VEHICLE'
              ? `${garageVehicle.name} (${title})`
              : title,
          brand,
          isGuest: status !== 'authenticated',
          isOrganisation: isOrganisationUser,
          user,
        }
      : null;

  const previousRequestsPath = garageVehicle
    ? `/quote-requests/${garageVehicle.id}`
    : vehicle
      ? `/quote-requests/${vehicle.id}`
      : '/quote-requests';

  return (
    <>
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        {draft.started && ctx ? (
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Text>
                <Text span fw={700}>
                  {title}
                </Text>
                {' · '}
                {quoteTypeDisplayName(ctx.quoteType)}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconRefresh size={14} />}
                  onClick={askToReset}
                >
                  Reset
                </Button>
                <Button
                  variant="subtle"
                  size="xs"
                  color="red"
                  leftSection={<IconX size={14} />}
                  onClick={askToClear}
                >
                  Clear
                </Button>
              </Group>
            </Group>
            <QuoteRequestStepper
              ctx={ctx}
              draft={draft}
              update={update}
              requestCategory={isOrganisationUser ? category : null}
              isPolicyQuote={ctx.quoteType === 'IGS_Policy'}
              previousRequestsPath={previousRequestsPath}
              onFinished={() => {
                // spec: finishing the dialog resets the form; the focus starts it again (decision 043).
                clear();
                focusSoon('find-title');
              }}
            />
            {/* Step 3: nearby workshops' fixed prices for these jobs, bookable at once (decision 077). */}
            {draft.currentStep === 2 && !ctx.isOrganisation && (
              <InstantPriceOffersOfDraft
                steps={draft.steps}
                vehicleId={vehicle ? String(vehicle.id) : null}
                isGuest={ctx.isGuest}
              />
            )}
          </Stack>
        ) : (
          <Stack gap="lg">
            {!selection && (
              <FindVehiclePanel searchStarted={Boolean(vehicleMappingIdProp)} onChoose={chooseHere} />
            )}

            {selection?.kind === 'manual' && (
              <ManualVehiclePanel
                typed={selection.typed}
                onManual={(m) =>
                  update((d) => ({
                    selection: d.selection?.kind === 'manual' ? { ...d.selection, manual: m } : d.selection,
                  }))
                }
                onTyped={(typed) =>
                  update((d) => ({
                    selection: d.selection?.kind === 'manual' ? { ...d.selection, typed } : d.selection,
                  }))
                }
                onBrandChange={setManualBrand}
              />
            )}

            {vehicle && (
              <ChosenVehicleCard
                vehicle={vehicle}
                garageVehicle={garageVehicle}
                scheduleOpen={scheduleOpen}
                onScheduleOpen={setScheduleOpen}
              />
            )}

            {garageVehicle && <PolicyCard policy={garageVehicle.innovationPolicy} />}

            {garageVehicle && <VehicleHistoryPanel garageVehicleId={garageVehicle.id} />}

            {selection && (
              <WarrantyDisclaimer
                brand={brand}
                brands={noticeBrands}
                autoOpen={selection.kind !== 'manual'}
                held={policyDialog !== null}
                accepted={draft.warrantyAccepted}
                onAccept={() => {
                  update({ warrantyAccepted: true });
                  // The button is gone: on to the request type.
                  focusSoon(TYPE_TITLE_ID);
                }}
              />
            )}

            {selection && (
              <RequestTypeSection
                isOrganisationUser={isOrganisationUser}
                isFinanceRecon={isFinanceRecon}
                requestCategory={draft.requestCategory}
                category={category}
                financeReconOverride={draft.financeReconOverride}
                options={options}
                quoteType={quoteType}
                vertical={Boolean(phone)}
                onCategory={chooseCategory}
                onOverride={setOverride}
                onQuoteType={chooseType}
                onClear={askToClear}
                canStart={canStart}
                onStart={start}
              />
            )}
          </Stack>
        )}
      </Container>

      {confirmDialog}
      <PolicyDialogModal
        dialog={policyDialog}
        onClose={() => setPolicyDialog(null)}
        returnFocusTo={afterPolicyDialog}
      />
    </>
  );
}
