import { describe, expect, it } from 'vitest';
import { organisationNotes, PRE_QUOTE_INSPECTION_NOTE } from './request-notes';

describe('organisation notes (spec: filled on the way to step 4)', () => {
  it('names the vehicle, the items or their answers, and the sales person', () => {
    const notes = organisationNotes({
      vehicleName: '2019 Toyota Hilux 2.8 GD-6',
      items: [{ name: 'Major service' }, { name: 'Strange noise', queryAnswer: 'Knock on the left front' }],
      salesPerson: 'Pieter Botha',
      quoteType: 'WBC_Service',
    });
    expect(notes).toBe(
      'Vehicle: 2019 Toyota Hilux 2.8 GD-6\nItems: Major service, Knock on the left front\nSales person: Pieter Botha',
    );
  });

  it('adds the pre-quote inspection note for the inspection type, within 500 characters', () => {
    const notes = organisationNotes({
      vehicleName: 'V',
      items: Array.from({ length: 80 }, (_, i) => ({ name: `Item number ${i}` })),
      salesPerson: 'P',
      quoteType: 'WBC_Inspection',
    });
    expect(notes.length).toBeLessThanOrEqual(500);
    expect(
      organisationNotes({ vehicleName: 'V', items: [], salesPerson: 'P', quoteType: 'WBC_Inspection' }),
    ).toContain(PRE_QUOTE_INSPECTION_NOTE);
  });
});
