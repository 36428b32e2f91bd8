import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FILE, mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { ApplyForm } from './apply-form';

// The real widget needs Web Crypto and workers; the form only needs its payload.
vi.mock('altcha', () => ({}));

// The address capture searches the gazetteer through its own calls (tested with it); here a found place.
vi.mock('@/features/addresses', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/addresses')>();
  return {
    ...actual,
    AddressCapture: ({ onChange, error }: { onChange: (v: unknown) => void; error?: string | null }) => (
      <div>
        <button
          type="button"
          onClick={() =>
            onChange({
              placeId: 'p-1',
              formattedAddress: '12 Church Street, Arcadia, Pretoria, 0083, South Africa',
              streetNumber: '12',
              streetName: 'Church Street',
              suburb: 'Arcadia',
              town: null,
              city: 'Pretoria',
              province: 'Gauteng',
              country: 'South Africa',
              postalCode: '0083',
              lat: -25.7479,
              lng: 28.2293,
            })
          }
        >
          Choose the test address
        </button>
        {error && <p>{error}</p>}
      </div>
    ),
  };
});

const REGION = { id: '11111111-1111-4111-8111-111111111111', name: 'Pretoria East', province: 'Gauteng' };
const regions = () => ({
  status: 200,
  body: [
    { ...REGION, metro: 'Tshwane', coordinates: [], dateCreated: '2026-01-01', dateModified: '2026-01-01' },
  ],
});

function solveBotCheck() {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no bot check');
  Object.assign(widget, { verify: vi.fn(async () => ({ payload: 'solved-payload' })), reset: vi.fn() });
}

const box = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Types every field key by key, as a person does, and ticks what the workshop offers. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box(/trading name/i), 'Arcadia Auto');
  await user.type(box(/registered name/i), 'Arcadia Auto (Pty) Ltd');
  await user.type(box(/registration number/i), '2015/123456/07');
  await user.type(box(/vat number/i), '4123456789');
  await user.click(screen.getByRole('button', { name: 'Choose the test address' }));
  await user.click(screen.getByRole('checkbox', { name: 'Service' }));
  await user.click(screen.getByRole('checkbox', { name: /^SMC Service:/ }));
  await user.click(await screen.findByRole('checkbox', { name: 'Pretoria East (Gauteng)' }));
  await user.type(box(/contact person/i), 'Thabo Nkosi');
  await user.type(box(/contact email/i), 'thabo@arcadia-auto.co.za');
  await user.type(screen.getByRole('textbox', { name: /contact phone/i }), '0825550123');
  const pdf = new File(['%PDF-1.4'], 'cipc.pdf', { type: 'application/pdf' });
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, pdf);
}

describe('ApplyForm (Become a partner)', () => {
  it('says what is wrong with each field, as typed, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/regions': regions });
    renderWithRouter(<ApplyForm />);
    await user.type(box(/registration number/i), '12345');
    await user.type(box(/vat number/i), '5123456789');
    await user.type(box(/contact email/i), 'thabo@');
    await user.type(screen.getByRole('textbox', { name: /contact phone/i }), '123');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Registration number must look like 2015/123456/07.')).toBeInTheDocument();
    expect(screen.getByText('VAT number must be 10 digits starting with 4.')).toBeInTheDocument();
    expect(screen.getByText('Contact email must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number (012 123 1234).')).toBeInTheDocument();
    expect(screen.getByText('Please search for an address above')).toBeInTheDocument();
    // Trading name, registered name and contact person: the spec's 'Cannot be empty.'
    expect(screen.getAllByText('Cannot be empty.')).toHaveLength(3);
    // Services, quote types and regions: nothing ticked.
    expect(screen.getAllByText('Please select a value.')).toHaveLength(3);
    expect(box(/vat number/i)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/workshop-applications')).toHaveLength(0);
  });

  it('sends the application with its documents and the bot check, and says what happens next', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/regions': regions,
      'POST /api/workshop-applications': () => ({
        status: 201,
        body: {
          id: 'a-1',
          reference: 'WA-ABC123',
          message: 'Thank you. We received your application (reference WA-ABC123).',
        },
      }),
    });
    renderWithRouter(<ApplyForm />);
    solveBotCheck();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText(/reference WA-ABC123/)).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/workshop-applications');
    const sent = call?.body as Record<string, string>;
    expect(sent).toMatchObject({
      tradingName: 'Arcadia Auto',
      registrationNumber: '2015/123456/07',
      vatNumber: '4123456789',
      contactEmail: 'thabo@arcadia-auto.co.za',
      contactPhone: '082 555 0123', // as typed: the API adds the +27 (sending '+27...' was refused there)
      altcha: 'solved-payload',
      documentFiles: FILE,
    });
    expect(JSON.parse(sent.services ?? '')).toEqual(['service']);
    expect(JSON.parse(sent.regionIds ?? '')).toEqual([REGION.id]);
    expect(JSON.parse(sent.address ?? '')).toMatchObject({ city: 'Pretoria', lat: -25.7479 });
  });

  it('puts the API’s messages on their fields, the documents’ included', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/regions': regions,
      'POST /api/workshop-applications': () => ({
        status: 400,
        body: {
          message: 'Please correct the errors and try again.',
          errors: { 'documentFiles.0': ['Attachment must be a PDF.'] },
        },
      }),
    });
    renderWithRouter(<ApplyForm />);
    solveBotCheck();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Attachment must be a PDF.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Application sent/)).not.toBeInTheDocument());
  });
});
