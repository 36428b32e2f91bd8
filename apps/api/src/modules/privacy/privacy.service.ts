import { normalizeEmail, POPIA_LIST_LIMIT, type PopiaRequest } from '@motorwise/shared';
import type { Db, DbOrTx } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { ErasureContext, PersonalDataHook } from '../../lib/personal-data';
import type { SessionUser } from '../../lib/session';
import type { AccountService, AuthService } from '../accounts/index';
import type { AuditActor, AuditPort } from '../audit/index';
import { enqueue } from '../jobs/index';
import { accountDeletedMail } from '../mail/index';
import type { notifications } from '../notifications/index';
import type * as PrivacyRepo from './privacy.repo';
import type { PopiaRequestRow } from './privacy.repo';

export const DELETE_CONFIRM_MESSAGE = 'Please confirm that you want to delete your account.';

/** What privacy is given (decision 058): every module's POPIA hook in order, and what it uses of accounts. */
export interface PrivacyServiceDeps {
  db: Db;
  /** Every module that owns personal data gives its part of the export, in this order in the file. */
  exportOrder: readonly PersonalDataHook[];
  /** Erasure runs in this order, in one transaction. */
  eraseOrder: readonly PersonalDataHook[];
  auth: Pick<AuthService, 'findUserById'>;
  accounts: Pick<AccountService, 'reauthenticate'>;
  notifications: Pick<typeof notifications, 'accessChanged'>;
  /** The POPIA requests' record (decision 065). */
  repo: Pick<typeof PrivacyRepo, 'insert' | 'listNewest'>;
  /** The audit trail: an admin's export or erasure on someone's behalf (decision 059). */
  audit: AuditPort;
  /** Where the erased files' bytes are deleted once the erasure commits (decision 067). */
  fileStore: Pick<FileStore, 'delete'>;
}

type Subject = { id: string; email: string; firstName: string | null };
/** Who did it: the person themselves, or an admin (with the audit's actor). */
type DoneBy = { self: true } | { self: false; actor: AuditActor };

const requestView = (r: PopiaRequestRow): PopiaRequest => ({
  id: r.id,
  kind: r.kind,
  subjectUserId: r.subjectUserId,
  subjectEmail: r.subjectEmail,
  requestedBy: r.requestedBy,
  actorEmail: r.actorEmail,
  createdAt: new Date(r.createdAt).toISOString(),
  completedAt: r.completedAt ? new Date(r.completedAt).toISOString() : null,
});

/**
 * POPIA (Protection of Personal Information Act, sections 23 and 24): a person may see everything we
 * hold about them and take it away, and may ask us to erase it. See docs/decisions/003 for what stays.
 */
export function createPrivacyService({
  db,
  exportOrder,
  eraseOrder,
  auth,
  accounts,
  notifications,
  repo,
  audit,
  fileStore,
}: PrivacyServiceDeps) {
  /** Records a POPIA request done now (and, for an admin's, its audit entry) in the caller's transaction. */
  async function record(tx: DbOrTx, kind: 'export' | 'erasure', subject: Subject, by: DoneBy) {
    const row = await repo.insert(tx, {
      kind,
      subjectUserId: subject.id,
      subjectEmail: subject.email,
      requestedBy: by.self ? 'self' : 'admin',
      actorUserId: by.self ? subject.id : by.actor.userId,
      actorEmail: by.self ? subject.email : by.actor.email,
      completedAt: new Date(),
    });
    if (!by.self)
      await audit.record(tx, {
        actor: by.actor,
        action: kind === 'export' ? 'user.popiaExport' : 'user.popiaErase',
        targetType: 'user',
        targetId: subject.id,
        before: null,
        after: { popiaRequestId: row.id, kind, subjectEmail: subject.email },
      });
  }

  async function exportOf(owner: { id: string; email: string }, by: DoneBy) {
    const parts: Record<string, unknown> = {};
    for (const hook of exportOrder) if (hook.export) Object.assign(parts, await hook.export(db, owner));
    if (!parts.account) {
      if (by.self) throw badRequest({}, 'Account not found.');
      throw notFound('The user');
    }
    const account = parts.account as { firstName?: string | null };
    await db.transaction((tx) =>
      record(tx, 'export', { ...owner, firstName: account.firstName ?? null }, by),
    );
    return parts;
  }

  /** Erases a person's data in one transaction, recorded with who asked (decision 003, 065). */
  async function erase(user: Subject, by: DoneBy) {
    const tag = sha256(`${user.id}:${Date.now()}`).slice(0, 12);
    const context: ErasureContext = {
      id: user.id,
      email: user.email,
      normalizedEmail: normalizeEmail(user.email),
      erasedEmail: `erased-${tag}@erased.invalid`,
      releasedAddressIds: new Set(),
      releasedStorageKeys: new Set(),
    };
    await db.transaction(async (tx) => {
      for (const hook of eraseOrder) await hook.erase?.(tx, context);
      // Its open live streams end on every instance once this commits (decision 049).
      await notifications.accessChanged(tx, [user.id]);
      await enqueue(tx, 'send_mail', accountDeletedMail(user.email, user.firstName));
      await record(tx, 'erasure', user, by);
    });
    // The bytes go once no row names them. A delete that fails leaves an unreferenced object behind (no
    // row names it, nothing serves it), as a rolled-back upload does (decision 067).
    await Promise.all([...context.releasedStorageKeys].map((key) => fileStore.delete(key).catch(() => {})));
  }

  return {
    async exportData(sessionUser: SessionUser) {
      const owner = { id: sessionUser.id, email: sessionUser.email };
      const parts = await exportOf(owner, { self: true });
      return {
        generatedUtc: new Date().toISOString(),
        about:
          'Everything Motorwise holds about you (POPIA section 23). Passwords and security secrets are stored only as one-way hashes and are not included.',
        ...parts,
      };
    },

    /**
     * Erases the account. Personal information is deleted; quote requests that led to a payment stay for
     * the tax records (VAT Act s55, Tax Administration Act s29: five years) but lose every personal detail,
     * keeping only the business details a tax invoice must show. Everything happens in one transaction.
     */
    async deleteAccount(
      sessionUser: SessionUser,
      input: {
        password?: string | null;
        twoFactorCode?: string | null;
        recoveryCode?: string | null;
        confirm?: boolean;
      },
    ): Promise<{ message: string }> {
      if (input.confirm !== true)
        throw badRequest({ confirm: [DELETE_CONFIRM_MESSAGE] }, DELETE_CONFIRM_MESSAGE);
      const user = await auth.findUserById(db, sessionUser.id);
      if (!user) throw badRequest({}, 'Account not found.');
      // Deleting is final: the caller proves again that they are the owner.
      await accounts.reauthenticate(user, input);
      await erase(user, { self: true });
      return { message: 'Your account and personal information were deleted.' };
    },

    /** An admin's export of everything held about a user, on their behalf: recorded and audited. */
    async adminExport(actor: AuditActor, userId: string) {
      const user = await auth.findUserById(db, userId);
      if (!user) throw notFound('The user');
      const parts = await exportOf({ id: user.id, email: user.email }, { self: false, actor });
      return {
        generatedUtc: new Date().toISOString(),
        about: `Everything Motorwise holds about ${user.email} (POPIA section 23), exported on their behalf by ${actor.email}.`,
        ...parts,
      };
    },

    /** An admin's erasure on a person's behalf (their written request): recorded and audited. */
    async adminErase(actor: AuditActor, userId: string): Promise<{ message: string }> {
      const user = await auth.findUserById(db, userId);
      if (!user) throw notFound('The user');
      await erase(user, { self: false, actor });
      return { message: `The personal information of ${user.email} was erased.` };
    },

    /** The POPIA requests recorded, newest first. */
    async requests(): Promise<PopiaRequest[]> {
      return (await repo.listNewest(db, POPIA_LIST_LIMIT)).map(requestView);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
