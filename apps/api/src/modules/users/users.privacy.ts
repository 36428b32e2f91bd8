import { normalizeEmail } from '@motorwise/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  addresses,
  authSessions,
  contactMessages,
  customerVehicleMileageHistories,
  customerVehicles,
  externalLogins,
  files,
  innovationPolicies,
  invites,
  notifications,
  organizationBranches,
  organizations,
  organizationUsers,
  payments,
  quoteCustomerReferences,
  quoteMessages,
  quoteRequestAttachments,
  quoteRequestItems,
  quoteRequests,
  quotes,
  userActions,
  users,
  vehicleAttachments,
  workshopReviews,
  workshops,
  workshopUsers,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import { sha256 } from '../auth/crypto';
import type { AuthModule } from '../auth/index';
import { verifyPassword } from '../auth/passwords';
import { useRecoveryCode, useTotpCode } from '../auth/totp';
import { enqueue } from '../jobs/queue';
import { accountDeletedMail } from '../mail/templates';

/** Never exported, even to the owner: hashes and secrets are ours to protect, not personal information. */
const SECRET_FIELDS = new Set([
  'passwordHash',
  'totpSecret',
  'totpPendingSecret',
  'totpLastTimeStep',
  'codeHash',
  'tokenHash',
]);

function clean<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_FIELDS.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const mine = (email: string) => sql`lower(${quoteRequests.email}) = ${normalizeEmail(email)}`;

export const ERASED_MESSAGE = "This message was removed at the customer's request.";
export const DELETE_CONFIRM_MESSAGE = 'Please confirm that you want to delete your account.';

/**
 * POPIA (Protection of Personal Information Act, sections 23 and 24): a person may see everything we
 * hold about them and take it away, and may ask us to erase it. See docs/decisions/003 for what stays.
 */
export class PrivacyService {
  constructor(
    private readonly db: Db,
    private readonly mod: AuthModule,
  ) {}

  async exportData(sessionUser: SessionUser) {
    const db = this.db;
    const [user] = await db.select().from(users).where(eq(users.id, sessionUser.id));
    if (!user) throw badRequest({}, 'Account not found.');
    const businessAddress = user.businessAddressId
      ? ((await db.select().from(addresses).where(eq(addresses.id, user.businessAddressId))).map(clean)[0] ??
        null)
      : null;
    const requestRows = await db
      .select()
      .from(quoteRequests)
      .where(or(eq(quoteRequests.userId, user.id), mine(user.email)));
    const requestIds = requestRows.map((r) => r.id);
    const requestItems = requestIds.length
      ? await db.select().from(quoteRequestItems).where(inArray(quoteRequestItems.quoteRequestId, requestIds))
      : [];
    const quoteRows = requestIds.length
      ? await db
          .select({ q: quotes, workshopName: workshops.name })
          .from(quotes)
          .innerJoin(workshops, eq(workshops.id, quotes.workshopId))
          .where(inArray(quotes.quoteRequestId, requestIds))
      : [];
    const quoteIds = quoteRows.map((r) => r.q.id);
    const paymentRows = quoteIds.length
      ? await db.select().from(payments).where(inArray(payments.quoteId, quoteIds))
      : [];
    const garage = await db.select().from(customerVehicles).where(eq(customerVehicles.userId, user.id));
    const garageIds = garage.map((g) => g.id);
    const [policies, mileage, vehicleFiles] = garageIds.length
      ? await Promise.all([
          db
            .select()
            .from(innovationPolicies)
            .where(inArray(innovationPolicies.customerVehicleId, garageIds)),
          db
            .select()
            .from(customerVehicleMileageHistories)
            .where(inArray(customerVehicleMileageHistories.customerVehicleId, garageIds)),
          db
            .select()
            .from(vehicleAttachments)
            .where(inArray(vehicleAttachments.customerVehicleId, garageIds)),
        ])
      : [[], [], []];
    const membership = await db
      .select({
        organisation: organizations.name,
        currentBranch: organizationBranches.branchName,
        since: organizationUsers.createdAt,
      })
      .from(organizationUsers)
      .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
      .leftJoin(organizationBranches, eq(organizationBranches.id, organizationUsers.currentBranchId))
      .where(eq(organizationUsers.userId, user.id));
    const workshopRoles = await db
      .select({ workshop: workshops.name, role: workshopUsers.role, since: workshopUsers.createdAt })
      .from(workshopUsers)
      .innerJoin(workshops, eq(workshops.id, workshopUsers.workshopId))
      .where(eq(workshopUsers.userId, user.id));

    return {
      generatedUtc: new Date().toISOString(),
      about:
        'Everything Motorwise holds about you (POPIA section 23). Passwords and security secrets are stored only as one-way hashes and are not included.',
      account: {
        ...clean(user),
        twoFactorEnabled: Boolean(user.totpEnabledAt),
        hasPassword: Boolean(user.passwordHash),
      },
      businessAddress,
      externalLogins: (await db.select().from(externalLogins).where(eq(externalLogins.userId, user.id))).map(
        clean,
      ),
      sessions: (await db.select().from(authSessions).where(eq(authSessions.userId, user.id))).map(clean),
      organisation: membership.map(clean)[0] ?? null,
      workshops: workshopRoles.map(clean),
      invitesReceived: (
        await db
          .select()
          .from(invites)
          .where(sql`lower(${invites.email}) = ${normalizeEmail(user.email)}`)
      ).map(clean),
      invitesSent: (await db.select().from(invites).where(eq(invites.invitedByUserId, user.id))).map(clean),
      garage: garage.map((g) => ({
        ...clean(g),
        innovationPolicy: policies.filter((p) => p.customerVehicleId === g.id).map(clean)[0] ?? null,
        mileageHistory: mileage.filter((m) => m.customerVehicleId === g.id).map(clean),
        attachments: vehicleFiles.filter((f) => f.customerVehicleId === g.id).map(clean),
      })),
      quoteRequests: requestRows.map((r) => ({
        ...clean(r),
        items: requestItems.filter((i) => i.quoteRequestId === r.id).map(clean),
        quotes: quoteRows
          .filter((q) => q.q.quoteRequestId === r.id)
          .map((q) => ({ ...clean(q.q), workshopName: q.workshopName })),
      })),
      payments: paymentRows.map(clean),
      messagesSent: (
        await db.select().from(quoteMessages).where(eq(quoteMessages.senderUserId, user.id))
      ).map(clean),
      notifications: (await db.select().from(notifications).where(eq(notifications.userId, user.id))).map(
        clean,
      ),
      recentActions: (await db.select().from(userActions).where(eq(userActions.userId, user.id))).map(clean),
      reviews: (await db.select().from(workshopReviews).where(eq(workshopReviews.userId, user.id))).map(
        clean,
      ),
      contactMessages: (
        await db
          .select()
          .from(contactMessages)
          .where(
            or(
              eq(contactMessages.userId, user.id),
              sql`lower(${contactMessages.email}) = ${normalizeEmail(user.email)}`,
            ),
          )
      ).map(clean),
      files: (await db.select().from(files).where(eq(files.ownerUserId, user.id))).map(clean),
    };
  }

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
    const [user] = await this.db.select().from(users).where(eq(users.id, sessionUser.id));
    if (!user) throw badRequest({}, 'Account not found.');
    // Deleting is final: the caller proves again that they are the owner.
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? '')))
      throw badRequest({ password: ['The password is incorrect.'] }, 'The password is incorrect.');
    if (user.totpEnabledAt) {
      const ok = input.twoFactorCode
        ? await useTotpCode(this.db, this.mod.auth.totpKey, user, input.twoFactorCode)
        : input.recoveryCode
          ? await useRecoveryCode(this.db, user.id, input.recoveryCode)
          : false;
      if (!ok)
        throw badRequest(
          { twoFactorCode: ['That code is not valid. Please try again.'] },
          'That code is not valid. Please try again.',
        );
    }
    const email = normalizeEmail(user.email);
    const tag = sha256(`${user.id}:${Date.now()}`).slice(0, 12);

    await this.db.transaction(async (tx) => {
      const requests = await tx
        .select({
          id: quoteRequests.id,
          addressId: quoteRequests.addressId,
          businessAddressId: quoteRequests.businessAddressId,
        })
        .from(quoteRequests)
        .where(or(eq(quoteRequests.userId, user.id), mine(user.email)));
      const requestIds = requests.map((r) => r.id);
      const paid = new Set<string>();
      if (requestIds.length) {
        const rows = await tx
          .select({ id: quotes.quoteRequestId })
          .from(payments)
          .innerJoin(quotes, eq(quotes.id, payments.quoteId))
          .where(inArray(quotes.quoteRequestId, requestIds));
        for (const r of rows) paid.add(r.id);
        await tx
          .delete(quoteRequestAttachments)
          .where(inArray(quoteRequestAttachments.quoteRequestId, requestIds));
        await tx
          .delete(quoteCustomerReferences)
          .where(inArray(quoteCustomerReferences.quoteRequestId, requestIds));
        await tx
          .update(quotes)
          .set({ workshopCustomer: null })
          .where(inArray(quotes.quoteRequestId, requestIds));
        for (const r of requests) {
          const keepBusiness = paid.has(r.id);
          await tx
            .update(quoteRequests)
            .set({
              userId: null,
              firstName: null,
              lastName: null,
              email: `erased-${tag}@erased.invalid`,
              phone: null,
              vehicleVinNumber: null,
              vehicleEngineNumber: null,
              vehicleLicensePlate: null,
              licenseDiskFileId: null,
              notes: null,
              addressId: null,
              quoteRequestStatusUsername: null,
              ...(keepBusiness
                ? {}
                : {
                    businessName: null,
                    businessRegistrationNumber: null,
                    businessTaxNumber: null,
                    businessAddressId: null,
                  }),
              updatedAt: new Date(),
            })
            .where(eq(quoteRequests.id, r.id));
        }
        const orphanAddresses = requests
          .flatMap((r) => [r.addressId, paid.has(r.id) ? null : r.businessAddressId])
          .filter((id): id is string => Boolean(id));
        for (const id of orphanAddresses) await this.deleteAddressIfUnused(tx, id);
      }
      // Messages to workshops: the text goes, the thread's shape stays for the workshop.
      await tx.execute(sql`delete from quote_message_attachments where quote_message_id in
        (select id from quote_messages where sender_user_id = ${user.id})`);
      await tx
        .update(quoteMessages)
        .set({ senderUserId: null, message: ERASED_MESSAGE })
        .where(eq(quoteMessages.senderUserId, user.id));
      await tx.execute(sql`update quote_status_history set username = null where lower(username) = ${email}`);
      await tx.execute(
        sql`update quote_branch_shares set username = 'erased' where lower(username) = ${email}`,
      );
      await tx
        .update(workshopReviews)
        .set({ userId: null, authorName: 'Former customer' })
        .where(eq(workshopReviews.userId, user.id));
      // The garage, its attachments, policies and mileage.
      const garage = await tx
        .select({ id: customerVehicles.id })
        .from(customerVehicles)
        .where(eq(customerVehicles.userId, user.id));
      if (garage.length) {
        const ids = garage.map((g) => g.id);
        await tx.delete(vehicleAttachments).where(inArray(vehicleAttachments.customerVehicleId, ids));
        await tx.delete(customerVehicles).where(inArray(customerVehicles.id, ids));
      }
      // Files they uploaded that nothing refers to any more.
      await tx.execute(sql`delete from files f where f.owner_user_id = ${user.id}
        and not exists (select 1 from quote_request_attachments a where a.file_id = f.id)
        and not exists (select 1 from vehicle_attachments a where a.file_id = f.id)
        and not exists (select 1 from quote_message_attachments a where a.file_id = f.id)
        and not exists (select 1 from quote_requests q where q.license_disk_file_id = f.id)`);
      await tx
        .delete(contactMessages)
        .where(or(eq(contactMessages.userId, user.id), sql`lower(${contactMessages.email}) = ${email}`));
      await tx
        .delete(invites)
        .where(and(sql`lower(${invites.email}) = ${email}`, isNull(invites.acceptedAt)));
      await tx.update(invites).set({ invitedByUserId: null }).where(eq(invites.invitedByUserId, user.id));
      await tx
        .update(invites)
        .set({
          acceptedUserId: null,
          email: `erased-${tag}@erased.invalid`,
          firstName: null,
          lastName: null,
          phoneNumber: null,
        })
        .where(or(eq(invites.acceptedUserId, user.id), sql`lower(${invites.email}) = ${email}`));
      await tx.execute(sql`delete from sign_in_throttles where key_hash = ${sha256(`sign-in:${email}`)}`);
      await tx.execute(sql`delete from dev_mails where lower("to") = ${email}`);
      // The account row last: its sessions, tokens, codes, logins, memberships, notifications go with it.
      await tx.delete(users).where(eq(users.id, user.id));
      if (user.businessAddressId) await this.deleteAddressIfUnused(tx, user.businessAddressId);
      await enqueue(tx, 'send_mail', accountDeletedMail(user.email, user.firstName));
    });
    return { message: 'Your account and personal information were deleted.' };
  }

  private async deleteAddressIfUnused(tx: Tx, id: string) {
    await tx.execute(sql`delete from addresses a where a.id = ${id}
      and not exists (select 1 from users u where u.business_address_id = a.id)
      and not exists (select 1 from quote_requests q where q.address_id = a.id or q.business_address_id = a.id)
      and not exists (select 1 from workshops w where w.address_id = a.id)
      and not exists (select 1 from organization_branches b where b.address_id = a.id)`);
  }
}
