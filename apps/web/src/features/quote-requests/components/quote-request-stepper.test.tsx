import { calendarDate, listAllowedDates, UI_MESSAGES } from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { makeVehicle } from '@/test/fixtures';
import { mockApi, server } from '@/test/server';
import { customer, renderRoutes, storeSession } from '@/test/utils';
import { NewQuoteWizard } from './new-quote-wizard';
import { emptyDraft, type QuoteDraft } from './quote-draft';

const vehicle = makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' });

function storeDraft(patch: Partial<QuoteDraft>) {
  localStorage.setItem(
    STORAGE_KEYS.quoteDraft,
    JSON.stringify({
      ...emptyDraft(),
      selection: { kind: 'catalogue', vehicle },
      quoteType: 'SMC_Service',
      started: true,
      ...patch,
    }),
  );
}

function renderWizard() {
  const result = renderRoutes(
    [
      { path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard },
      { path: '/quote-requests/:vehicleId?', element: <h1>Previous requests</h1> },
    ],
    '/new-quote',
  );
  return { ...result, user: userEvent.setup() };
}

const validDate = () => listAllowedDates(new Date())[0] ?? calendarDate(new Date());

const completeSteps = {
  step1: { vehicleMileage: '55000' },
  step2: {
    items: [{ id: 'ri-1', name: 'Minor service', hasQuery: false, query: null, queryAnswer: null }],
    partsPreference: "I don't mind",
    vehicleVinNumber: '',
  },
  step3: {
    address: {
      placeId: 'p1',
      formattedAddress: '1 Rivonia Road, Sandton',
      streetNumber: '1',
      streetName: 'Rivonia Road',
      suburb: 'Sandhurst',
      town: null,
      city: 'Sandton',
      province: 'Gauteng',
      country: 'South Africa',
      postalCode: '2196',
      lat: -26.1,
      lng: 28.05,
    },
    travelDistance: 10,
    regionIds: [],
    quoteRequestWorkshopMappings: [{ workshopId: 'w-1' }],
    datesRequested: [] as string[],
    notes: '',
    quoteCustomerReferences: [],
    includeAdminFee: false,
  },
  step4: { acceptTerms: true, phone: '082 123 4567' },
};

afterEach(() => localStorage.clear());

/** The submit is multipart: answered here, reading the request's JSON field. */
function answerSubmit(answer: (body: Record<string, unknown>) => { status: number; body: JsonBodyType }) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/QuoteRequests/PostQuoteRequest', async ({ request }) => {
      const form = await request.formData();
      const body = JSON.parse(String(form.get('quoteRequest'))) as Record<string, unknown>;
      bodies.push(body);
      const { status, body: json } = answer(body);
      return HttpResponse.json(json, { status });
    }),
  );
  return bodies;
}

describe('quote request stepper', () => {
  it('step 1 refuses to move on until the mileage fits, with the spec messages', async () => {
    mockApi({ 'POST /api/tracking/events': () => ({ status: 202 }) });
    storeDraft({});
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Step 1 Vehicle Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Cannot be empty.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mileage/), '12a');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Mileage can only contain numeric characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Mileage/));
    await user.type(screen.getByLabelText(/Mileage/), '55000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const step2 = await screen.findByRole('heading', { name: 'Step 2 What to expect' });
    // Keyboard users carry on at the new step's heading.
    await waitFor(() => expect(step2).toHaveFocus());
    // The draft keeps the step's value and where the person is (a reload comes back here).
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.quoteDraft) ?? '{}') as QuoteDraft;
    expect(stored.currentStep).toBe(1);
    expect(stored.steps.step1).toEqual({ vehicleMileage: '55000' });
  });

  it('step 2 needs a leaf item and an answer to its question; step 1 can be revisited', async () => {
    const api = mockApi({
      'POST /api/tracking/events': () => ({ status: 202 }),
      'GET /api/repairItems': () => ({
        status: 200,
        body: [
          {
            id: 'root',
            name: 'Service',
            displayName: null,
            leaf: false,
            trunk: true,
            icon: null,
            hasQuery: false,
            query: null,
            keywords: [],
            repairItemTemplateItems: [],
            children: [
              {
                id: 'ri-1',
                name: 'Strange noise',
                displayName: null,
                leaf: true,
                trunk: false,
                icon: null,
                hasQuery: true,
                query: 'Where is the noise?',
                keywords: [],
                repairItemTemplateItems: [],
                children: [],
              },
            ],
          },
        ],
      }),
    });
    storeDraft({ currentStep: 1, furthestStep: 1, steps: { step1: { vehicleMileage: '1000' } } });
    const { user } = renderWizard();
    expect(await screen.findByText(UI_MESSAGES.noticeServiceNotDue)).toBeInTheDocument();
    // spec disclaimer, in the request flow (issue 20 item 12).
    expect(
      screen.getByText('Disclaimer: the onus is on the user to use an accredited repairer.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(UI_MESSAGES.noItems)).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Strange noise' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // An item with a question needs its answer.
    expect(await screen.findByText('Cannot be empty.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/repairItems')[0]?.url).toContain('quoteType=SMC_Service');
    // The completed step 1 can be revisited.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Mileage/)).toHaveValue('1000');
  });

  it('step 4 says why Submit waits: the terms are to be accepted (issue 20 item 8)', async () => {
    storeSession(customer);
    completeSteps.step3.datesRequested = [validDate()];
    storeDraft({
      currentStep: 3,
      furthestStep: 3,
      steps: { ...completeSteps, step4: { ...completeSteps.step4, acceptTerms: false } },
    });
    mockApi({ 'POST /api/tracking/events': () => ({ status: 202 }) });
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Step 4 Personal Details' })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Accept the terms and conditions to submit your request.');
    expect(screen.getByText('Accept the terms and conditions to submit your request.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    expect(submit).toBeEnabled();
    expect(screen.queryByText('Accept the terms and conditions to submit your request.')).toBeNull();
  });

  it('cancelling the confirmation leaves Submit usable, with the focus back on it', async () => {
    storeSession(customer);
    completeSteps.step3.datesRequested = [validDate()];
    storeDraft({ currentStep: 3, furthestStep: 3, steps: completeSteps });
    mockApi({ 'POST /api/tracking/events': () => ({ status: 202 }) });
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Step 4 Personal Details' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit your request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit your request?' })).toBeNull());
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    await waitFor(() => expect(submit).toHaveFocus());
  });

  it('shows the duplicate dialog with its choices and resubmits with forceDuplicate for "keep both"', async () => {
    storeSession(customer);
    completeSteps.step3.datesRequested = [validDate()];
    storeDraft({ currentStep: 3, furthestStep: 3, steps: completeSteps });
    mockApi({ 'POST /api/tracking/events': () => ({ status: 202 }) });
    const bodies = answerSubmit((body) =>
      !body.forceDuplicate && !body.cancelDuplicate
        ? {
            status: 400,
            body: {
              message: 'A similar request exists.',
              errors: {
                Duplicate: ['A similar request (MW-0001) was submitted on 20/11/2026 and is still open.'],
              },
            },
          }
        : {
            status: 201,
            body: { status: 201, data: { reference: 'MW-0002', uniqueId: 'u-2', isFulfilled: false } },
          },
    );
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Step 4 Personal Details' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have asked for this before' });
    expect(within(dialog).getByText(/MW-0001/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View previous requests' })).toBeInTheDocument();
    // Signed in and a Duplicate (not DuplicateQuote): replacing is offered.
    expect(within(dialog).getByRole('button', { name: 'Cancel previous and replace' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    // spec: the success dialog after 2 seconds, with the e-mail and the reference.
    expect(await screen.findByText('MW-0002', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(customer.email)).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({
      forceDuplicate: true,
      quoteType: 'SMC_Service',
      vehicleId: String(vehicle.id),
    });
  });

  it('offers no replacing for a DuplicateQuote, and "view previous requests" goes to the vehicle list', async () => {
    storeSession(customer);
    completeSteps.step3.datesRequested = [validDate()];
    storeDraft({ currentStep: 3, furthestStep: 3, steps: completeSteps });
    mockApi({ 'POST /api/tracking/events': () => ({ status: 202 }) });
    answerSubmit(() => ({
      status: 400,
      body: { message: UI_MESSAGES.duplicateQuote, errors: { DuplicateQuote: [UI_MESSAGES.duplicateQuote] } },
    }));
    const { user, router } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have asked for this before' });
    expect(within(dialog).getByText(UI_MESSAGES.duplicateQuote)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Cancel previous and replace' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View previous requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quote-requests/${vehicle.id}`));
  });

  it('places the API field messages under their fields', async () => {
    storeSession(customer);
    completeSteps.step3.datesRequested = [validDate()];
    storeDraft({ currentStep: 3, furthestStep: 3, steps: completeSteps });
    mockApi({ 'POST /api/tracking/events': () => ({ status: 202 }) });
    answerSubmit(() => ({
      status: 400,
      body: {
        message: 'Check the form.',
        errors: { phone: ['Please enter a valid phone number (012 123 1234).'] },
      },
    }));
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter a valid phone number (012 123 1234).')).toBeInTheDocument();
  });
});
