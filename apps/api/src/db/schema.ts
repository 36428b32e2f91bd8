/**
 * Every table of the database, for drizzle (the client's relational schema) and drizzle-kit (migrations).
 * Each module owns and defines its own tables in `<module>.tables.ts`; only that module's repo reads or
 * writes them (docs/decisions/010). Nothing in src/modules imports this file.
 */

export * from '../modules/accounts/accounts.tables';
export * from '../modules/audit/audit.tables';
export * from '../modules/botcheck/botcheck.tables';
export * from '../modules/contact/contact.tables';
export * from '../modules/disputes/disputes.tables';
export * from '../modules/files/files.tables';
export * from '../modules/garage/garage.tables';
export * from '../modules/invites/invites.tables';
export * from '../modules/mail/mail.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/organisations/organisations.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/places/places.tables';
export * from '../modules/privacy/privacy.tables';
export * from '../modules/quote-requests/quote-requests.tables';
export * from '../modules/quotes/quotes.tables';
export * from '../modules/rate-limits/rate-limits.tables';
export * from '../modules/repair-items/repair-items.tables';
export * from '../modules/text-messages/text-messages.tables';
export * from '../modules/vehicles/vehicles.tables';
export * from '../modules/workshop-applications/workshop-applications.tables';
export * from '../modules/workshops/availability.tables';
export * from '../modules/workshops/workshops.tables';
export * from './idempotency.tables';
export * from './seed.tables';
