import { describe, expect, it } from 'vitest';
import {
  QuoteRequestEnvelopeSchema,
  quoteRequestStep1Schema,
  quoteRequestStep2Schema,
  quoteRequestStep3Schema,
  quoteRequestStep4Schema,
  quoteRequestStepsSchema,
} from './quote-request';

/** Monday 2 June 2025, 10:00 in Johannesburg. */
const now = () => new Date('2025-06-02T08:00:00Z');

function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.') || 'root';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const item = { id: 'i1', name: 'Major service', hasQuery: false };
const step3 = {
  address: { suburb: 'Sea Point', city: 'Cape Town', lat: -33.917, lng: 18.389 },
  travelDistance: 10,
  quoteRequestWorkshopMappings: [{ workshopId: 'w1' }],
  datesRequested: ['2025-06-03'],
};
const guest = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@example.co.za',
  confirmEmail: 'Thandi@Example.co.za ',
  phone: '082 555 1234',
  acceptTerms: true,
};

describe('step 1: mileage', () => {
  it('must be at least the recorded mileage and at most 6 characters', () => {
    const schema = quoteRequestStep1Schema({ existingMileage: 55_150 });
    expect(problems(schema.safeParse({ vehicleMileage: '55000' }))).toEqual({
      vehicleMileage: ['Mileage must be greater than 55150.'],
    });
    expect(problems(schema.safeParse({ vehicleMileage: '1000000' }))).toEqual({
      vehicleMileage: ['Mileage cannot exceed 6 characters.'],
    });
    expect(schema.parse({ vehicleMileage: '60000' })).toEqual({ vehicleMileage: 60_000 });
  });
});

describe('step 2: what to expect', () => {
  const schema = quoteRequestStep2Schema({ brand: 'TOYOTA' });
  it('needs at least one service or repair', () => {
    expect(problems(schema.safeParse({ items: [], partsPreference: 'Generic parts' }))).toEqual({
      items: ['Please add at least one service or repair to your request.'],
    });
  });
  it('needs an answer to an item that asks a question, at most 500 characters', () => {
    const asked = { id: 'i2', name: 'Brakes', hasQuery: true, query: 'Which wheels?' };
    expect(problems(schema.safeParse({ items: [asked], partsPreference: "I don't mind" }))).toEqual({
      'items.0.queryAnswer': ['Cannot be empty.'],
    });
    expect(
      problems(
        schema.safeParse({
          items: [{ ...asked, queryAnswer: 'x'.repeat(501) }],
          partsPreference: "I don't mind",
        }),
      ),
    ).toEqual({ 'items.0.queryAnswer': ['Answer cannot exceed 500 characters.'] });
  });
  it('needs a VIN or a licence-disk photo for original parts, and checks the VIN', () => {
    expect(problems(schema.safeParse({ items: [item], partsPreference: 'Original parts' }))).toEqual({
      vehicleVinNumber: ['Please enter a vin number or provide a photo of your license disk.'],
    });
    expect(
      schema.safeParse({ items: [item], partsPreference: 'Original parts', hasLicenseDiskPhoto: true })
        .success,
    ).toBe(true);
    expect(
      problems(
        schema.safeParse({ items: [item], partsPreference: 'Original parts', vehicleVinNumber: 'AHT123' }),
      ),
    ).toEqual({
      vehicleVinNumber: ['VIN must be at least 17 characters.'],
    });
    const ok = schema.parse({
      items: [item],
      partsPreference: 'Original parts',
      vehicleVinNumber: 'ahtfr22g706012345',
    });
    expect(ok.vehicleVinNumber).toBe('AHTFR22G706012345');
  });
  it('refuses an unknown parts preference with the select message', () => {
    expect(problems(schema.safeParse({ items: [item], partsPreference: 'Cheapest' }))).toEqual({
      partsPreference: ['Please select a value.'],
    });
  });
});

describe('step 3: booking details', () => {
  const schema = quoteRequestStep3Schema({ now });
  it('accepts a searched address, a distance, a workshop and a weekday in the window', () => {
    const parsed = schema.parse(step3);
    expect(parsed.travelDistance).toBe(10);
    expect(parsed.notes).toBeNull();
  });
  it('says what is missing in the spec words', () => {
    expect(problems(schema.safeParse({ quoteRequestWorkshopMappings: [], datesRequested: [] }))).toEqual({
      address: ['Please search for an address above'],
      travelDistance: ['Cannot be empty.'],
      quoteRequestWorkshopMappings: ['Please add at least 1 workshop.'],
      datesRequested: ['Please select a date'],
    });
  });
  it('keeps the distance to the slider: 5 to 50 in steps of 5', () => {
    expect(problems(schema.safeParse({ ...step3, travelDistance: 55 }))).toEqual({
      travelDistance: ['Travel distance must be less than 51.'],
    });
    expect(problems(schema.safeParse({ ...step3, travelDistance: 12 }))).toEqual({
      travelDistance: ['Travel distance must be a multiple of 5 km.'],
    });
  });
  it('refuses today for a customer, a date past the window and a public holiday; takes a Saturday', () => {
    expect(problems(schema.safeParse({ ...step3, datesRequested: ['2025-06-07'] }))).toEqual({});
    expect(problems(schema.safeParse({ ...step3, datesRequested: ['2025-06-16'] }))).toEqual({
      datesRequested: ['16/06/2025 is a public holiday (Youth Day). Please choose another date.'],
    });
    for (const date of ['2025-06-02', '2025-06-30'])
      expect(problems(schema.safeParse({ ...step3, datesRequested: [date] })), date).toEqual({
        datesRequested: ['Please select a date'],
      });
    expect(
      quoteRequestStep3Schema({ now, isOrganisation: true }).safeParse({
        ...step3,
        datesRequested: ['2025-06-02'],
      }).success,
    ).toBe(true);
  });
  it('limits notes to 500 characters', () => {
    expect(problems(schema.safeParse({ ...step3, notes: 'n'.repeat(501) }))).toEqual({
      notes: ['Notes cannot exceed 500 characters.'],
    });
  });
});

describe('step 4: personal details', () => {
  it('asks a guest for names, a matching confirm e-mail, a phone and the terms', () => {
    const schema = quoteRequestStep4Schema({ isGuest: true, isOrganisation: false });
    expect(
      problems(
        schema.safeParse({
          email: 'a@b.co.za',
          confirmEmail: 'c@b.co.za',
          phone: '0825551234',
          acceptTerms: true,
        }),
      ),
    ).toEqual({
      firstName: ['Cannot be empty.'],
      lastName: ['Cannot be empty.'],
    });
    expect(problems(schema.safeParse({ ...guest, confirmEmail: 'other@example.co.za' }))).toEqual({
      confirmEmail: ['Confirm email must match Email.'],
    });
    expect(problems(schema.safeParse({ ...guest, acceptTerms: false, phone: '12345' }))).toEqual({
      phone: ['Please enter a valid phone number (012 123 1234).'],
      acceptTerms: ['Please accept the terms and conditions.'],
    });
    expect(schema.parse(guest).phone).toBe('+27825551234');
  });
  it('needs a business name and a complete business address when business details are captured', () => {
    const schema = quoteRequestStep4Schema({ isGuest: false, isOrganisation: false });
    const result = problems(
      schema.safeParse({ ...guest, isForBusiness: true, businessAddress: { city: 'Durban' } }),
    );
    expect(result.businessName).toEqual(['Cannot be empty.']);
    expect(result['businessAddress.postalCode']).toEqual(['Cannot be empty.']);
    expect(result['businessAddress.streetName']).toEqual(['Cannot be empty.']);
  });
  it('nulls business fields without the toggle and turns the reminder off for organisations', () => {
    const parsed = quoteRequestStep4Schema({ isGuest: false, isOrganisation: true }).parse({
      ...guest,
      businessName: 'Ignored',
      serviceReminder: true,
    });
    expect(parsed).toMatchObject({ businessName: null, isForBusiness: false, serviceReminder: false });
  });
});

describe('the whole request', () => {
  it('needs a quote type and a vehicle', () => {
    // Both at once: the vehicle is asked for whatever the quote type says.
    expect(problems(QuoteRequestEnvelopeSchema.safeParse({}))).toEqual({
      quoteType: ['Please select a value.'],
      vehicleId: ['Vehicle is required (needs a 36-character uniqueId).'],
    });
    expect(problems(QuoteRequestEnvelopeSchema.safeParse({ quoteType: 'SMC_Service' }))).toEqual({
      vehicleId: ['Vehicle is required (needs a 36-character uniqueId).'],
    });
  });
  it('runs every step and reports each field once', () => {
    const schema = quoteRequestStepsSchema({ isGuest: true, isOrganisation: false, existingMileage: 0, now });
    const ok = schema.safeParse({
      vehicleMileage: 1200,
      items: [item],
      partsPreference: 'Generic parts',
      ...step3,
      ...guest,
    });
    expect(ok.success).toBe(true);
    const bad = problems(
      schema.safeParse({
        vehicleMileage: 'abc',
        items: [item],
        partsPreference: 'Generic parts',
        ...step3,
        ...guest,
        email: 'x',
      }),
    );
    expect(bad).toEqual({
      vehicleMileage: ['Mileage can only contain numeric characters.'],
      email: ['Email must be a valid email address.'],
    });
  });
});
