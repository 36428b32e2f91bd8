import { Button, Group, List, Loader, Modal, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { QUOTE_REQUEST_STEPS, type RequestCategory, SUCCESS_DIALOG_DELAY_MS } from '@motorwise/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useApplicationUser } from '@/features/account';
import type { BotCheckHandle } from '@/features/contact';
import { downloadVehicleAttachment } from '@/features/garage';
import { PdfViewerModal } from '@/features/vehicles';
import { errorMessageOf, isApiError } from '@/lib/api-client';
import { emailPreviousRequests, postQuoteRequest, trackQuoteEvent } from '../api/quote-requests-api';
import type { AttachmentRow, Step3Values } from './booking-values';
import type { QuoteDraft } from './quote-draft';
import { organisationNotes } from './request-notes';
import { StepBookingDetails } from './step-booking-details';
import type { StepContext, StepValues } from './step-context';
import { STEP4_FIELDS, type Step4Values, StepPersonalDetails } from './step-personal-details';
import { type Step1Values, StepVehicleDetails } from './step-vehicle-details';
import { type Step2Values, StepWhatToExpect } from './step-what-to-expect';

/** The bot check (ALTCHA) loads with step 4, for guests only. */
const BotCheck = lazy(() => import('@/features/contact').then((m) => ({ default: m.BotCheck })));

type Dialog =
  | { kind: 'none' }
  | { kind: 'confirm' }
  | { kind: 'submitting' }
  | { kind: 'success'; email: string; reference: string }
  | { kind: 'duplicate'; key: 'Duplicate' | 'DuplicateQuote'; messages: string[]; email: string }
  | { kind: 'mailed'; message: string };

/** spec: the API's keys that open the duplicate dialog. */
const DUPLICATE_KEYS = ['DuplicateQuote', 'Duplicate'] as const;

export const BOT_CHECK_FAILED_MESSAGE = 'We could not confirm you are a person. Please try again.';

interface QuoteRequestStepperProps {
  ctx: StepContext;
  draft: QuoteDraft;
  update: (patch: Partial<QuoteDraft> | ((d: QuoteDraft) => Partial<QuoteDraft>)) => void;
  requestCategory: RequestCategory | null;
  isPolicyQuote: boolean;
  /** Where '2' (view previous requests) goes: /quote-requests/{vehicleId}. */
  previousRequestsPath: string;
  /** The request is finished (success dialog closed): the form resets. */
  onFinished: () => void;
  now?: () => Date;
}

/**
 * spec: the four-step stepper. Moving forward validates the step (its shared schema); completed steps can
 * be revisited; the draft keeps every step's values; the submit runs the bot check for guests, asks for
 * confirmation, then shows submitting and success (after 2 seconds), or the duplicate dialog.
 */
export function QuoteRequestStepper({
  ctx,
  draft,
  update,
  requestCategory,
  isPolicyQuote,
  previousRequestsPath,
  onFinished,
  now,
}: QuoteRequestStepperProps) {
  const navigate = useNavigate();
  const active = draft.currentStep;
  const [licenceDiskPhoto, setLicenceDiskPhoto] = useState<File | null>(null);
  const [attachments, setAttachments] = useState<AttachmentRow[]>([]);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [report, setReport] = useState<{ blob: Blob; fileName: string } | null>(null);
  const botCheck = useRef<BotCheckHandle | null>(null);
  const step4SetError = useRef<UseFormSetError<Step4Values> | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => (successTimer.current ? clearTimeout(successTimer.current) : undefined), []);

  // A new step starts at its top (the step before may have been scrolled far down).
  const top = useRef<HTMLDivElement | null>(null);
  const firstStep = useRef(true);
  // Keyboard and screen-reader users continue at the new step's heading, not at the top of the page.
  useEffect(() => {
    const heading = document.getElementById(`step-${active + 1}-title`);
    if (firstStep.current) {
      firstStep.current = false;
      heading?.focus({ preventScroll: true });
      return;
    }
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [active]);

  // spec: a tracking event on each step load.
  useEffect(() => {
    trackQuoteEvent({
      event: 'quote_step_loaded',
      step: active + 1,
      quoteType: ctx.quoteType,
      sessionId: draft.trackingSessionId,
      reminderId: draft.reminderId ?? null,
    });
  }, [active, ctx.quoteType, draft.trackingSessionId, draft.reminderId]);

  // spec: entering step 2 opens the vehicle report viewer once, when the vehicle has a report.
  const reportAttachment = ctx.garageVehicle?.vehicleReportAttachment ?? null;
  useEffect(() => {
    if (active !== 1 || draft.vehicleReportShown || !reportAttachment) return;
    update({ vehicleReportShown: true });
    downloadVehicleAttachment(reportAttachment.id)
      .then((file) => setReport({ blob: file.blob, fileName: reportAttachment.attachmentFileName }))
      .catch(() => undefined);
  }, [active, draft.vehicleReportShown, reportAttachment, update]);

  const stepValues = <V,>(n: number) => draft.steps[`step${n}`] as Partial<V> | undefined;
  const saveStep = useCallback(
    (n: number, values: StepValues) =>
      update((d) => ({ steps: { ...d.steps, [`step${n}`]: { ...d.steps[`step${n}`], ...values } } })),
    [update],
  );
  const drafts = [
    useCallback((v: StepValues) => saveStep(1, v), [saveStep]),
    useCallback((v: StepValues) => saveStep(2, v), [saveStep]),
    useCallback((v: StepValues) => saveStep(3, v), [saveStep]),
    useCallback((v: StepValues) => saveStep(4, v), [saveStep]),
  ] as const;

  // Each step is its own history entry (issue 20 item 10): the browser's Back goes to the step before
  // instead of leaving the form, and Forward comes back. The entry's state names its step; the entry the
  // form opened on is marked with the step it showed, so Back to it shows that step again.
  const location = useLocation();
  const entryStep = (location.state as { requestStep?: unknown } | null)?.requestStep;
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const goTo = (step: number) => {
    if (step === active) return;
    // The step shows once its entry is in the history (below), so a quick Back never skips an entry.
    update((d) => ({ furthestStep: Math.max(d.furthestStep, step) }));
    navigate(here, { state: { requestStep: step } });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the history entry (its key), not each render.
  useEffect(() => {
    if (typeof entryStep !== 'number') {
      navigate(here, { replace: true, state: { ...(location.state ?? {}), requestStep: active } });
      return;
    }
    // A step's entry (Next, Back, a step's button, or the browser's Back and Forward): show that step,
    // if it was reached.
    if (entryStep !== active)
      update((d) => (entryStep <= d.furthestStep ? { currentStep: Math.max(0, entryStep) } : {}));
  }, [location.key]);

  const next = (n: number) => (values: object) => {
    const patch: StepValues = { ...values };
    if (n === 3 && ctx.isOrganisation) {
      // spec: on the move to step 4 an organisation user's notes are filled in.
      const step2 = stepValues<Step2Values>(2);
      const salesPerson =
        [ctx.user?.firstName, ctx.user?.lastName].filter(Boolean).join(' ') || ctx.user?.email;
      patch.notes = organisationNotes({
        vehicleName: ctx.vehicleName,
        items: step2?.items ?? [],
        salesPerson: salesPerson ?? '',
        quoteType: ctx.quoteType,
      });
    }
    saveStep(n, patch);
    goTo(n);
  };

  const buildRequest = (extra: {
    cancelDuplicate?: boolean;
    forceDuplicate?: boolean;
    altcha?: string | null;
  }) => {
    const s1 = stepValues<Step1Values>(1) ?? {};
    const s2 = stepValues<Step2Values>(2) ?? {};
    const s3 = stepValues<Step3Values>(3) ?? {};
    const s4 = stepValues<Step4Values>(4) ?? {};
    const selection = ctx.selection;
    return {
      quoteType: ctx.quoteType,
      vehicleId: selection.kind === 'catalogue' ? String(selection.vehicle.id) : null,
      vehicleMappingId: selection.kind === 'garage' ? selection.garageVehicle.id : null,
      vehicle: selection.kind === 'manual' ? (selection.manual ?? null) : undefined,
      isPolicyQuote,
      requestCategory,
      ...s1,
      ...s2,
      hasLicenseDiskPhoto: Boolean(licenceDiskPhoto),
      ...s3,
      attachments: attachments.filter((r) => r.file).map((r) => ({ index: r.index })),
      ...s4,
      confirmEmail: ctx.isGuest ? s4.confirmEmail : null,
      ...extra,
    };
  };

  const send = async (extra: { cancelDuplicate?: boolean; forceDuplicate?: boolean } = {}) => {
    setDialog({ kind: 'submitting' });
    setOtherErrors([]);
    let altcha: string | null = null;
    if (ctx.isGuest) {
      altcha = (await botCheck.current?.getPayload()) ?? null;
      if (!altcha) {
        setDialog({ kind: 'none' });
        setOtherErrors([BOT_CHECK_FAILED_MESSAGE]);
        return;
      }
    }
    const request = buildRequest({ ...extra, altcha });
    const email = String(request.email ?? ctx.user?.email ?? '');
    try {
      const answer = await postQuoteRequest({
        quoteRequest: request,
        attachments: attachments.flatMap((r) => (r.file ? [{ index: r.index, file: r.file }] : [])),
        licenseDiskPhoto: licenceDiskPhoto,
      });
      botCheck.current?.reset();
      // The funnel's last step (decision 078 counts the requests a reminder brought).
      trackQuoteEvent({
        event: 'quote_request_submitted',
        quoteType: ctx.quoteType,
        sessionId: draft.trackingSessionId,
        reminderId: draft.reminderId ?? null,
      });
      if (answer.data.isFulfilled) {
        setDialog({ kind: 'none' });
        onFinished();
        navigate(`/quotes/${encodeURIComponent(answer.data.uniqueId)}/${encodeURIComponent(email)}`);
        return;
      }
      // spec: the success dialog shows after a 2 second delay.
      successTimer.current = setTimeout(
        () => setDialog({ kind: 'success', email, reference: answer.data.reference }),
        SUCCESS_DIALOG_DELAY_MS,
      );
    } catch (error) {
      botCheck.current?.reset();
      if (!isApiError(error) || !error.errors) {
        setDialog({ kind: 'none' });
        setOtherErrors([errorMessageOf(error)]);
        return;
      }
      const errors = error.errors;
      const key = DUPLICATE_KEYS.find((k) => errors[k]);
      if (key) {
        setDialog({ kind: 'duplicate', key, messages: Object.values(errors).flat(), email });
        return;
      }
      setDialog({ kind: 'none' });
      const others: string[] = [];
      for (const [field, list] of Object.entries(errors)) {
        const message = list[0];
        if (!message) continue;
        if ((STEP4_FIELDS as readonly string[]).includes(field) && step4SetError.current)
          step4SetError.current(field as keyof Step4Values, { type: 'server', message });
        else others.push(`${field}: ${message}`);
      }
      setOtherErrors(others);
    }
  };

  const finish = () => {
    setDialog({ kind: 'none' });
    setAttachments([]);
    setLicenceDiskPhoto(null);
    onFinished();
  };

  const registerSetError = useCallback((setError: UseFormSetError<Step4Values>) => {
    step4SetError.current = setError;
  }, []);

  // '2': a signed-in person opens the list; a guest has none, so their requests' links are mailed to them.
  const viewPrevious = async (email: string) => {
    if (!ctx.isGuest) {
      navigate(previousRequestsPath);
      return;
    }
    try {
      const answer = await emailPreviousRequests(email);
      setDialog({ kind: 'mailed', message: answer.data.message });
    } catch (error) {
      setDialog({ kind: 'none' });
      setOtherErrors([errorMessageOf(error)]);
    }
  };

  const back = (step: number) => () => goTo(step);
  const dup = dialog.kind === 'duplicate' ? dialog : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} ref={top} style={{ scrollMarginTop: 80 }}>
      <Stepper
        active={active}
        onStepClick={(step) => {
          if (step <= draft.furthestStep) goTo(step);
        }}
        allowNextStepsSelect={false}
        size="sm"
      >
        {QUOTE_REQUEST_STEPS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={label}
            aria-label={`Step ${index + 1} ${label}`}
            allowStepSelect={index <= draft.furthestStep}
          >
            <Stack gap="md" mt="md" component="section" aria-labelledby={`step-${index + 1}-title`}>
              <Title
                order={2}
                fz="h3"
                id={`step-${index + 1}-title`}
                tabIndex={-1}
                style={{ outline: 'none' }}
              >
                Step {index + 1} {label}
              </Title>
              {index === 0 && active === 0 && (
                <StepVehicleDetails
                  ctx={ctx}
                  values={stepValues<Step1Values>(1)}
                  onNext={next(1)}
                  onDraft={drafts[0]}
                />
              )}
              {index === 1 && active === 1 && (
                <StepWhatToExpect
                  ctx={ctx}
                  values={stepValues<Step2Values>(2)}
                  onNext={next(2)}
                  onBack={back(0)}
                  onDraft={drafts[1]}
                  licenceDiskPhoto={licenceDiskPhoto}
                  onLicenceDiskPhoto={setLicenceDiskPhoto}
                />
              )}
              {index === 2 && active === 2 && (
                <StepBookingDetails
                  ctx={ctx}
                  values={stepValues<Step3Values>(3)}
                  onNext={next(3)}
                  onBack={back(1)}
                  onDraft={drafts[2]}
                  attachments={attachments}
                  onAttachments={setAttachments}
                  showWorkshopList={draft.showWorkshopList}
                  onShowWorkshopList={(list) => update({ showWorkshopList: list })}
                  branchName={branchName(ctx)}
                  now={now}
                />
              )}
              {index === 3 && active === 3 && (
                <Step4WithProfile
                  ctx={ctx}
                  values={stepValues<Step4Values>(4)}
                  onNext={(values) => {
                    saveStep(4, { ...values });
                    setDialog({ kind: 'confirm' });
                  }}
                  onBack={back(2)}
                  onDraft={drafts[3]}
                  submitting={dialog.kind === 'submitting'}
                  registerSetError={registerSetError}
                  otherErrors={otherErrors}
                />
              )}
            </Stack>
          </Stepper.Step>
        ))}
      </Stepper>

      {/* spec: guests pass an invisible bot check before the submit. */}
      {ctx.isGuest && active === 3 && (
        <div style={{ display: 'none' }} aria-hidden="true">
          <Suspense fallback={null}>
            <BotCheck ref={botCheck} />
          </Suspense>
        </div>
      )}

      <Modal
        opened={dialog.kind === 'confirm'}
        onClose={() => setDialog({ kind: 'none' })}
        title="Submit your request?"
        centered
      >
        <Stack>
          <Text>
            We will send your request to the workshops you chose. They reply with their quotes by e-mail.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog({ kind: 'none' })}>
              Cancel
            </Button>
            <Button color="ember.4" c="navy.9" onClick={() => void send()} data-autofocus>
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog.kind === 'submitting'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        title="Submitting your request"
        centered
      >
        <Group>
          <Loader size="sm" />
          <Text>Sending your request to the workshops…</Text>
        </Group>
      </Modal>

      <Modal opened={dialog.kind === 'success'} onClose={finish} title="Request submitted" centered>
        {dialog.kind === 'success' && (
          <Stack>
            <Text>
              Thank you. Your request reference is{' '}
              <Text span fw={700}>
                {dialog.reference}
              </Text>
              .
            </Text>
            <Text>
              We sent a confirmation to{' '}
              <Text span fw={700}>
                {dialog.email}
              </Text>
              . Workshops will reply with their quotes by e-mail.
            </Text>
            <Group justify="flex-end">
              <Button onClick={finish}>Done</Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal
        opened={dup !== null}
        onClose={() => setDialog({ kind: 'none' })}
        title="You have asked for this before"
        centered
      >
        {dup && (
          <Stack>
            <List size="sm">
              {dup.messages.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
            <Stack gap="xs">
              <Button variant="default" onClick={() => void viewPrevious(dup.email)} data-choice="2">
                View previous requests
              </Button>
              {!ctx.isGuest && dup.key !== 'DuplicateQuote' && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => void send({ cancelDuplicate: true })}
                  data-choice="0"
                >
                  Cancel previous and replace
                </Button>
              )}
              <Button onClick={() => void send({ forceDuplicate: true })} data-choice="1">
                Keep both
              </Button>
            </Stack>
          </Stack>
        )}
      </Modal>

      <Modal opened={dialog.kind === 'mailed'} onClose={finish} title="Check your e-mail" centered>
        {dialog.kind === 'mailed' && (
          <Stack>
            <Text>{dialog.message}</Text>
            <Group justify="flex-end">
              <Button onClick={finish}>Done</Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <PdfViewerModal
        opened={report !== null}
        onClose={() => setReport(null)}
        file={report?.blob ?? null}
        fileName={report?.fileName ?? null}
        vehicleReport
        title="Vehicle report"
      />
    </Paper>
  );
}

/** Step 4 for a signed-in customer waits for the profile (GET GetApplicationUser) to prefill it. */
function Step4WithProfile(props: Parameters<typeof StepPersonalDetails>[0]) {
  if (props.ctx.isGuest || props.ctx.isOrganisation) return <StepPersonalDetails {...props} />;
  return <SignedInStep4 {...props} />;
}

function SignedInStep4(props: Parameters<typeof StepPersonalDetails>[0]) {
  const profile = useApplicationUser();
  if (profile.isPending) return <Loader size="sm" aria-label="Loading your details" />;
  return <StepPersonalDetails {...props} profile={profile.data ?? null} />;
}

function branchName(ctx: StepContext): string | null {
  const org = ctx.user?.organization;
  if (!org) return null;
  const id = org.authUser?.organizationBranchId;
  return org.organizationBranches.find((b) => String(b.id) === String(id))?.branchName ?? null;
}
