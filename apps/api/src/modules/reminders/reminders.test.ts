import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import type { RemindersServiceDeps } from './reminders.service';
import { createRemindersService } from './reminders.service';

/** The reminders service against fakes: what it sends, and that a recorded reminder sends nothing. */

const owner = {
  customerVehicleId: 'cv-1',
  userId: 'u-1',
  email: 'lindiwe@example.co.za',
  firstName: 'Lindiwe',
  vehicleName: 'Polo Vivo',
  licensePlate: null,
};

/** A database whose transaction runs the callback with itself. */
const db = { transaction: (run: (tx: unknown) => unknown) => run(db) } as unknown as DbOrTx;

/** A guest's completed request with the service reminder ticked, serviced on 15 January (decision 079). */
const guestRequest = {
  quoteRequestId: 'qr-1',
  vehicleId: 7,
  guest: true,
  userId: null,
  email: 'thabo@example.co.za',
  firstName: 'Thabo',
  vehicleName: '2019 Volkswagen Polo Vivo 1.4 Trendline',
  serviceOn: '2026-01-15',
};

function fakes(recorded: boolean, requests: (typeof guestRequest)[] = []) {
  const calls = {
    mails: [] as { to: string; subject: string; text: string }[],
    notes: 0,
    texts: [] as string[],
  };
  const inserted: unknown[] = [];
  const deps: RemindersServiceDeps = {
    repo: {
      tickedServices: async () => [],
      tickedRequests: async () => requests,
      serviceMileages: async () => [],
      datedVehicles: async (_db, kind) =>
        kind === 'licence_disk' ? [{ ...owner, dueOn: '2026-09-30' }] : [],
      jobsWithDeclinedWork: async () => [],
      leavesNamed: async () => [],
      insertOnce: async (_db, values) => {
        inserted.push(values);
        return recorded ? null : 'r-1';
      },
      findOfUser: async () => null,
      findByToken: async () => null,
      addMailOptOut: async () => {},
      ownVehicles: async () => [],
      optOutsOf: async () => [],
      addOptOut: async () => {},
      removeOptOut: async () => {},
      funnel: async () => [],
    },
    enqueue: (async (
      _tx: unknown,
      _name: unknown,
      payload: { to: string; subject: string; text: string },
    ) => {
      calls.mails.push(payload);
    }) as unknown as RemindersServiceDeps['enqueue'],
    notifications: {
      add: async () => {
        calls.notes += 1;
      },
    },
    textMessages: {
      notify: async (_tx, _userId, kind) => {
        calls.texts.push(kind);
      },
    },
    vehicles: { findByIds: async () => [] },
  };
  return { deps, calls, inserted };
}

/** Runs the day's job at an instant against fresh fakes. */
async function runAt(instant: string, recorded = false, requests: (typeof guestRequest)[] = []) {
  const f = fakes(recorded, requests);
  const sent = await createRemindersService(f.deps).sendDue(db, 'https://mw.test', new Date(instant));
  return { sent, ...f };
}

describe('createRemindersService().sendDue', () => {
  it('sends a due reminder by mail, in-app and text, with its link, on the Johannesburg day', async () => {
    // 22:30 UTC on 29 August is already 30 August in Johannesburg: a month before 30 September.
    const { sent, calls, inserted } = await runAt('2026-08-29T22:30:00Z');
    expect(sent).toBe(1);
    expect(inserted).toEqual([
      expect.objectContaining({ kind: 'licence_disk', dueKey: '2026-09-30', customerVehicleId: 'cv-1' }),
    ]);
    expect(calls.mails).toHaveLength(1);
    expect(calls.mails[0]!.subject).toBe('The licence disk of your Polo Vivo expires on 30/09/2026');
    expect(calls.mails[0]!.text).toContain('https://mw.test/reminder/r-1');
    expect(calls.notes).toBe(1);
    expect(calls.texts).toEqual(['licence_disk_due']);
  });

  it('sends nothing for a reminder already recorded, nor before its day', async () => {
    const recorded = await runAt('2026-08-30T06:00:00Z', true);
    expect(recorded.sent).toBe(0);
    expect(recorded.calls).toEqual({ mails: [], notes: 0, texts: [] });
    const early = await runAt('2026-08-29T06:00:00Z');
    expect(early.sent).toBe(0);
    expect(early.inserted).toHaveLength(0);
  });

  it('sends a guest’s request reminder by mail only, keyed on the request, with a keyed link and an unsubscribe link', async () => {
    const { sent, calls, inserted } = await runAt('2026-07-15T06:00:00Z', false, [guestRequest]);
    expect(sent).toBe(1);
    expect(inserted).toEqual([
      expect.objectContaining({
        kind: 'service',
        dueKey: 'qr-1',
        quoteRequestId: 'qr-1',
        customerVehicleId: null,
        userId: null,
        email: 'thabo@example.co.za',
        vehicleId: 7,
        tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    expect(calls.mails).toHaveLength(1);
    expect(calls.mails[0]!.to).toBe('thabo@example.co.za');
    expect(calls.mails[0]!.text).toMatch(/https:\/\/mw\.test\/reminder\/r-1\?key=[\w-]+/);
    expect(calls.mails[0]!.text).toMatch(/https:\/\/mw\.test\/reminder\/r-1\/unsubscribe\?key=[\w-]+/);
    expect(calls.notes).toBe(0);
    expect(calls.texts).toEqual([]);
  });
});
