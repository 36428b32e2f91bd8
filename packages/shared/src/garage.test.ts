import { describe, expect, it } from 'vitest';
import {
  type CompletedService,
  computeServiceSchedule,
  DEFAULT_KM_PER_YEAR,
  GetGarageVehiclesSchema,
  garageVehicleName,
  innovationPolicyView,
  kmPerDay,
  type ServiceScheduleInput,
  VehicleHistoryQuerySchema,
} from './garage';

const base: ServiceScheduleInput = {
  serviceIntervalKm: 15_000,
  majorServiceIntervalKm: 30_000,
  serviceIntervalMonths: 12,
  currentMileage: 0,
  readings: [],
  completed: [],
  today: '2026-03-01',
};

const service = (serviceDate: string, vehicleMileage: number, extra: Partial<CompletedService> = {}) => ({
  serviceDate,
  workshopName: 'Auto Clinic',
  type: 'Service',
  isService: true,
  vehicleMileage,
  ...extra,
});

describe('computeServiceSchedule', () => {
  it.each([
    // current mileage, expected prompt, first row colour, first row km
    [14_500, "Your vehicle's next service is due in 500 km, at 15 000 km.", 'orange', 15_000],
    [14_000, "Your vehicle's next service is due in 1 000 km, at 15 000 km.", 'orange', 15_000],
    [10_000, null, 'blue', 15_000],
    // 1,001 km at the average 55 km a day is 18 days away: nearly due by the estimated date.
    [13_999, "Your vehicle's next service is due in 1 001 km, at 15 000 km.", 'orange', 15_000],
    [0, null, 'blue', 15_000],
    [29_200, "Your vehicle's next service is due in 800 km, at 30 000 km.", 'orange', 30_000],
  ])('without a known service, by distance from %i km', (current, prompt, color, km) => {
    const schedule = computeServiceSchedule({ ...base, currentMileage: current });
    expect(schedule.promptService).toBe(prompt);
    expect(schedule.pastServices[0]).toMatchObject({ color, vehicleMilleage: km, trigger: 'Distance' });
    expect(schedule.pastServices).toHaveLength(3);
  });

  it('marks major services on the major interval', () => {
    const schedule = computeServiceSchedule({ ...base, currentMileage: 20_000 });
    expect(schedule.pastServices.map((s) => [s.vehicleMilleage, s.type])).toEqual([
      [30_000, 'Major service'],
      [45_000, 'Service'],
      [60_000, 'Major service'],
    ]);
  });

  it('is overdue by distance past the last service plus the interval', () => {
    const schedule = computeServiceSchedule({
      ...base,
      currentMileage: 31_000,
      completed: [service('2026-01-10', 15_200)],
    });
    expect(schedule.pastServices[0]).toMatchObject({
      color: 'red',
      trigger: 'Distance',
      vehicleMilleage: 30_200,
    });
    expect(schedule.promptService).toBe(
      "Your vehicle's service is overdue: it was due at 30 200 km and the vehicle has done 31 000 km.",
    );
    // The done service follows the upcoming ones, green, with its workshop.
    expect(schedule.pastServices.at(-1)).toMatchObject({
      serviceDate: '2026-01-10',
      workshopName: 'Auto Clinic',
      color: 'green',
      isDone: true,
      trigger: 'Distance',
    });
  });

  it('is due by time when a year passes before the distance', () => {
    const schedule = computeServiceSchedule({
      ...base,
      currentMileage: 20_000,
      readings: [
        { mileage: 15_000, date: '2025-03-20' },
        { mileage: 20_000, date: '2026-02-20' },
      ],
      completed: [service('2025-03-20', 15_000)],
    });
    // About 15 km a day: 30,000 km is some 660 days away, the year is up on 20/03/2026.
    expect(schedule.pastServices[0]).toMatchObject({
      trigger: 'Time',
      serviceDate: '2026-03-20',
      color: 'orange',
    });
    expect(schedule.promptService).toBe("Your vehicle's next service is due on 20/03/2026.");
  });

  it('gives done services the trigger that brought them on', () => {
    const schedule = computeServiceSchedule({
      ...base,
      currentMileage: 26_000,
      completed: [
        service('2024-05-01', 15_100),
        service('2025-05-01', 22_000),
        service('2025-08-01', 23_000, { type: 'Repair', isService: false }),
      ],
    });
    const done = schedule.pastServices.filter((s) => s.isDone);
    expect(done.map((s) => [s.serviceDate, s.trigger, s.type])).toEqual([
      ['2025-08-01', 'Time', 'Repair'],
      ['2025-05-01', 'Time', 'Service'],
      ['2024-05-01', 'Distance', 'Service'],
    ]);
    // The schedule counts from the last service, not from the repair.
    expect(schedule.pastServices[0]?.vehicleMilleage).toBeLessThanOrEqual(37_000);
  });

  it('has no upcoming services without an interval', () => {
    const schedule = computeServiceSchedule({ ...base, serviceIntervalKm: null, currentMileage: 50_000 });
    expect(schedule).toEqual({ promptService: null, pastServices: [] });
  });

  it('estimates km a day from the readings, else the national average', () => {
    expect(kmPerDay([])).toBeCloseTo(DEFAULT_KM_PER_YEAR / 365);
    expect(
      kmPerDay([
        { mileage: 10_000, date: '2026-01-01' },
        { mileage: 10_100, date: '2026-01-03' },
      ]),
    ).toBeCloseTo(DEFAULT_KM_PER_YEAR / 365);
    expect(
      kmPerDay([
        { mileage: 12_000, date: '2026-01-11' },
        { mileage: 10_000, date: '2026-01-01' },
      ]),
    ).toBe(200);
  });
});

describe('innovationPolicyView', () => {
  const policy = {
    policyCode: 'INV-1',
    vinNumber: 'AHTKB3CD302645123',
    startDate: '2025-01-01',
    endDate: '2027-01-01',
    endDistance: 200_000,
  };
  it.each([
    ['ACTIVE POLICY', true, null],
    ['HOLD POLICY', true, 'Policy on hold'],
    ['CANCELLATION PENDING COLLECTIONS', true, 'Cancellation pending collection'],
    ['INACTIVE POLICY', true, 'Policy inactive'],
    ['EXPIRED POLICY', false, null],
    ['CANCELLED POLICY', false, null],
  ])('%s', (policyStatus, shown, title) => {
    const view = innovationPolicyView({ ...policy, policyStatus });
    expect(view?.showPolicyCard).toBe(shown);
    expect(view?.policyQuoteMode).toBe(shown);
    expect(view?.dialog?.title ?? null).toBe(title);
    expect(view?.policyCode).toBe(shown ? 'INV-1' : null);
    expect(view?.endDistance).toBe(shown ? 200_000 : null);
    expect(view?.policyStatus).toBe(policyStatus);
  });
  it('is null without a policy', () => expect(innovationPolicyView(null)).toBeNull());
});

describe('garage requests', () => {
  it('defaults the query to page 1 of 50 and caps the page size at 50', () => {
    expect(GetGarageVehiclesSchema.parse({})).toEqual({ page: 1, itemsPerPage: 50 });
    expect(GetGarageVehiclesSchema.parse({ filter: ' hilux ', page: '2', itemsPerPage: 500 })).toEqual({
      filter: 'hilux',
      page: 2,
      itemsPerPage: 50,
    });
    expect(GetGarageVehiclesSchema.safeParse({ page: 0 }).success).toBe(false);
  });
  it('needs a garage vehicle or a vehicle for the history', () => {
    expect(VehicleHistoryQuerySchema.safeParse({ page: 1 }).success).toBe(false);
    expect(VehicleHistoryQuerySchema.parse({ vehicleId: 12 })).toMatchObject({ vehicleId: 12, page: 1 });
  });
  it("names a vehicle 'VEHICLE' when it has no name", () => {
    expect(garageVehicleName(undefined)).toBe('VEHICLE');
    expect(garageVehicleName('  ')).toBe('VEHICLE');
    expect(garageVehicleName(' Work bakkie ')).toBe('Work bakkie');
  });
});
