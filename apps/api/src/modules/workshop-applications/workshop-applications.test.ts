import { describe, expect, it, vi } from 'vitest';
import type { Db, DbOrTx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { WorkshopApplicationRow } from './workshop-applications.repo';
import {
  createWorkshopApplicationsService,
  type WorkshopApplicationsServiceDeps,
} from './workshop-applications.service';

// The service's rules against fakes (no database; the routes: apps/api/test/workshop-applications.test.ts).
const tx = { rollback: () => undefined } as unknown as DbOrTx;
const db = { transaction: async <T>(run: (t: DbOrTx) => Promise<T>) => run(tx) } as unknown as Db;
const ADMIN = { id: 'admin-1', isAdmin: true } as SessionUser;
const ACTOR = { userId: 'admin-1', email: 'admin@example.co.za', requestId: 'req-1', ip: '127.0.0.1' };
const NOW = new Date('2026-03-01T08:00:00Z');

const row = (status: string): WorkshopApplicationRow => ({
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  status,
  tradingName: 'Arcadia Auto',
  registeredName: 'Arcadia Auto (Pty) Ltd',
  registrationNumber: '2015/123456/07',
  vatNumber: null,
  address: {
    name: null,
    streetNumber: '9',
    streetName: 'Florida Road',
    suburb: 'Morningside',
    town: null,
    city: 'Durban',
    province: 'KwaZulu-Natal',
    country: 'South Africa',
    postalCode: '4001',
    lat: -29.83,
    lng: 31.01,
  },
  services: ['service'],
  quoteTypes: ['SMC_Repair'],
  regionIds: ['r-1'],
  contactName: 'Thabo Sipho Nkosi',
  contactEmail: 'thabo@example.co.za',
  contactPhone: '+27825550123',
  documentFileIds: [],
  replyTokenHash: null,
  history: [],
  workshopId: null,
  decidedByUserId: null,
  decidedAt: null,
  ip: null,
  createdAt: NOW,
  updatedAt: NOW,
});

function fakes(status: string) {
  let current = row(status);
  const deps = {
    db,
    fileStore: {} as WorkshopApplicationsServiceDeps['fileStore'],
    config: { PUBLIC_URL: 'https://motorwise.test', SUPPORT_EMAIL: 'support@motorwise.test' },
    repo: {
      countsByStatus: vi.fn(),
      findById: vi.fn(async () => current),
      findByReplyTokenHash: vi.fn(async () => current),
      insert: vi.fn(),
      listPage: vi.fn(),
      transition: vi.fn(async (_db, _id, from: readonly string[], change: { status: string }) => {
        if (!from.includes(current.status)) return null;
        current = { ...current, ...change } as WorkshopApplicationRow;
        return current;
      }),
    },
    files: { store: vi.fn(), findMany: vi.fn(async () => []) },
    places: { existingRegionIds: vi.fn(), regions: vi.fn(async () => []) },
    workshops: { open: vi.fn(async () => 'w-1') },
    invites: { create: vi.fn(async () => ({ id: 'i-1', email: 'thabo@example.co.za', expiresUtc: '' })) },
    audit: { record: vi.fn(async () => undefined) },
    now: () => NOW,
  } satisfies WorkshopApplicationsServiceDeps;
  return deps;
}

describe('workshop applications (service factory)', () => {
  it('approves in one transaction: opens the workshop, invites its contact in it, audits', async () => {
    const deps = fakes('submitted');
    const approved = await createWorkshopApplicationsService(deps).approve(ADMIN, ACTOR, row('submitted').id);
    expect(approved).toMatchObject({ status: 'approved', workshopId: 'w-1' });
    expect(deps.workshops.open).toHaveBeenCalledWith(
      tx,
      expect.objectContaining({ name: 'Arcadia Auto', kinds: ['service', 'repair'], regionIds: ['r-1'] }),
    );
    expect(deps.invites.create).toHaveBeenCalledWith(
      ADMIN,
      expect.objectContaining({
        email: 'thabo@example.co.za',
        firstName: 'Thabo',
        lastName: 'Sipho Nkosi',
        workshopId: 'w-1',
      }),
      tx,
    );
    expect(deps.audit.record).toHaveBeenCalledWith(
      tx,
      expect.objectContaining({ action: 'workshopApplication.approve', actor: ACTOR }),
    );
  });

  it('refuses to decide an application already decided, creating nothing', async () => {
    const deps = fakes('declined');
    const error = await createWorkshopApplicationsService(deps)
      .approve(ADMIN, ACTOR, row('declined').id)
      .catch((e: unknown) => e);
    expect(hasCode(error, AppErrorCode.TRANSITION_REFUSED)).toBe(true);
    expect(deps.workshops.open).not.toHaveBeenCalled();
    expect(deps.audit.record).not.toHaveBeenCalled();
  });

  it('takes an answer only while more information is asked for', async () => {
    const deps = fakes('submitted');
    const error = await createWorkshopApplicationsService(deps)
      .reply('token', 'Here it is.', [])
      .catch((e: unknown) => e);
    expect(hasCode(error, AppErrorCode.TRANSITION_REFUSED)).toBe(true);
  });
});
