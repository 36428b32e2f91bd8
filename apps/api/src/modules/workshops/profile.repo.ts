import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workshopBankAccounts, workshopCertifications, workshops } from './workshops.tables';

/** The workshop portal's profile: the workshop row, its certifications and its bank account. */

export type WorkshopProfileValues = Pick<
  typeof workshops.$inferInsert,
  | 'name'
  | 'description'
  | 'openingHours'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'registrationNumber'
  | 'isVatRegistered'
  | 'taxNumber'
  | 'labourRateExclCents'
  | 'jobTurnaroundDays'
  | 'hasPayfastAccount'
  | 'payfastMerchantId'
  | 'paystackSubaccountId'
  | 'lat'
  | 'lng'
> &
  Partial<Pick<typeof workshops.$inferInsert, 'guarantee'>>;

export async function updateProfile(db: DbOrTx, workshopId: string, values: WorkshopProfileValues) {
  await db
    .update(workshops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workshops.id, workshopId));
}

export async function setLogoUrl(db: DbOrTx, workshopId: string, logoUrl: string | null) {
  await db.update(workshops).set({ logoUrl, updatedAt: new Date() }).where(eq(workshops.id, workshopId));
}

/** Whether some workshop shows this logo (the public logo route serves only what a workshop shows). */
export async function isLogoInUse(db: DbOrTx, logoUrl: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(eq(workshops.logoUrl, logoUrl))
    .limit(1);
  return Boolean(row);
}

export async function listCertificationRows(db: DbOrTx, workshopId: string) {
  return db
    .select({
      id: workshopCertifications.id,
      name: workshopCertifications.name,
      issuer: workshopCertifications.issuer,
      number: workshopCertifications.number,
      validUntil: workshopCertifications.validUntil,
    })
    .from(workshopCertifications)
    .where(eq(workshopCertifications.workshopId, workshopId))
    .orderBy(workshopCertifications.createdAt, workshopCertifications.name);
}

export async function replaceCertifications(
  db: DbOrTx,
  workshopId: string,
  list: { name: string; issuer: string; number: string | null; validUntil: string | null }[],
) {
  await db.delete(workshopCertifications).where(eq(workshopCertifications.workshopId, workshopId));
  if (list.length) await db.insert(workshopCertifications).values(list.map((c) => ({ ...c, workshopId })));
}

export async function findBankAccount(db: DbOrTx, workshopId: string) {
  const [row] = await db
    .select({
      bankName: workshopBankAccounts.bankName,
      accountHolder: workshopBankAccounts.accountHolder,
      accountNumber: workshopBankAccounts.accountNumber,
      branchCode: workshopBankAccounts.branchCode,
      accountType: workshopBankAccounts.accountType,
    })
    .from(workshopBankAccounts)
    .where(eq(workshopBankAccounts.workshopId, workshopId));
  return row ?? null;
}

export async function setBankAccount(
  db: DbOrTx,
  workshopId: string,
  account: {
    bankName: string;
    accountHolder: string;
    accountNumber: string;
    branchCode: string;
    accountType: string;
  } | null,
) {
  if (!account) {
    await db.delete(workshopBankAccounts).where(eq(workshopBankAccounts.workshopId, workshopId));
    return;
  }
  await db
    .insert(workshopBankAccounts)
    .values({ ...account, workshopId })
    .onConflictDoUpdate({
      target: workshopBankAccounts.workshopId,
      set: {
        ...account,
        // Changed details were not what the admin verified: they start unverified again.
        verification: sql`case when (${workshopBankAccounts.bankName}, ${workshopBankAccounts.accountHolder},
          ${workshopBankAccounts.accountNumber}, ${workshopBankAccounts.branchCode},
          ${workshopBankAccounts.accountType}) is not distinct from (excluded.bank_name, excluded.account_holder,
          excluded.account_number, excluded.branch_code, excluded.account_type)
          then ${workshopBankAccounts.verification} else 'unverified' end`,
      },
    });
}
