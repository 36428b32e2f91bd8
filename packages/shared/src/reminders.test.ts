import { describe, expect, it } from 'vitest';
import {
  licenceDiskReminder,
  mileageServiceReminder,
  recommendedWorkReminder,
  reminderToday,
  roadworthyReminder,
  serviceReminder,
} from './reminders';

describe('reminder rules (decision 078)', () => {
  it('reads today on the Johannesburg calendar: 22:30 UTC is already tomorrow', () => {
    expect(reminderToday(new Date('2026-03-31T21:59:00Z'))).toBe('2026-03-31');
    expect(reminderToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
  });

  it('a service reminder is due six months after the service, for thirty days', () => {
    expect(serviceReminder('2026-01-15', '2026-07-14')).toBeNull();
    expect(serviceReminder('2026-01-15', '2026-07-15')).toEqual({
      kind: 'service',
      dueKey: '2026-07-15',
      dueOn: '2026-07-15',
    });
    expect(serviceReminder('2026-01-15', '2026-08-14')).not.toBeNull();
    expect(serviceReminder('2026-01-15', '2026-08-15')).toBeNull();
    // 31 August + 6 months is the last day of February.
    expect(serviceReminder('2025-08-31', '2026-02-28')?.dueOn).toBe('2026-02-28');
  });

  it('a service by mileage is due within 1 000 km of the last service plus the interval', () => {
    const facts = { lastServiceKm: 40_000, intervalKm: 15_000 };
    expect(mileageServiceReminder({ ...facts, currentKm: 53_999 })).toBeNull();
    expect(mileageServiceReminder({ ...facts, currentKm: 54_000 })).toEqual({
      kind: 'service_mileage',
      dueKey: 'km:55000',
      dueOn: null,
    });
    // Without the catalogue's interval: every 15 000 km; without a known service: nothing.
    expect(
      mileageServiceReminder({ lastServiceKm: 10_000, intervalKm: null, currentKm: 24_500 })?.dueKey,
    ).toBe('km:25000');
    expect(mileageServiceReminder({ lastServiceKm: null, intervalKm: 10_000, currentKm: 99_000 })).toBeNull();
    expect(mileageServiceReminder({ lastServiceKm: 10_000, intervalKm: 10_000, currentKm: null })).toBeNull();
  });

  it('a licence disk is reminded a month before it expires, until it does', () => {
    expect(licenceDiskReminder('2026-09-30', '2026-08-29')).toBeNull();
    expect(licenceDiskReminder('2026-09-30', '2026-08-30')).toEqual({
      kind: 'licence_disk',
      dueKey: '2026-09-30',
      dueOn: '2026-09-30',
    });
    expect(licenceDiskReminder('2026-09-30', '2026-09-30')).not.toBeNull();
    expect(licenceDiskReminder('2026-09-30', '2026-10-01')).toBeNull();
    expect(licenceDiskReminder(null, '2026-09-30')).toBeNull();
    // 31 March's month before is 28 February (2026 is no leap year).
    expect(licenceDiskReminder('2026-03-31', '2026-02-28')).not.toBeNull();
    expect(licenceDiskReminder('2026-03-31', '2026-02-27')).toBeNull();
  });

  it('a roadworthy is reminded a month before the date it is needed by', () => {
    expect(roadworthyReminder('2026-06-15', '2026-05-14')).toBeNull();
    expect(roadworthyReminder('2026-06-15', '2026-05-15')?.kind).toBe('roadworthy');
    expect(roadworthyReminder('2026-06-15', '2026-06-16')).toBeNull();
    expect(roadworthyReminder(null, '2026-06-01')).toBeNull();
  });

  it('declined work is offered again two weeks after the job, for thirty days, and only if any was declined', () => {
    const job = { quoteId: 'q1', completedOn: '2026-05-01', declinedLines: 2 };
    expect(recommendedWorkReminder(job, '2026-05-14')).toBeNull();
    expect(recommendedWorkReminder(job, '2026-05-15')).toEqual({
      kind: 'recommended_work',
      dueKey: 'q1',
      dueOn: null,
    });
    expect(recommendedWorkReminder(job, '2026-06-15')).toBeNull();
    expect(recommendedWorkReminder({ ...job, declinedLines: 0 }, '2026-05-15')).toBeNull();
  });
});
