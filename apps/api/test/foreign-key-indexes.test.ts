import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers';

/**
 * A foreign key with no index on its column costs twice: a read by that column reads the whole table, and
 * deleting the row it points at makes PostgreSQL read the whole table to check nothing still does (a file
 * or an address is deleted that way: files.deleteIfUnreferenced, places.deleteIfUnused). Django indexes
 * every foreign key for this reason. Here a new one without an index fails unless it is listed below with
 * why none is needed; each of these is neither read by the column nor has its parent deleted on a hot path.
 */
const WITHOUT_INDEX: Record<string, string> = {
  // Who did something: an account is deleted once, when its person erases it (POPIA), never on a request
  // path; the check then reads each of these tables once.
  'commission_rates.set_by_user_id': 'who set it',
  'contact_messages.user_id': 'who wrote',
  'dispute_messages.author_user_id': 'who wrote',
  'disputes.opened_by_user_id': 'who opened it',
  'disputes.resolved_by_user_id': 'who resolved it',
  'external_logins.user_id': 'the key is (provider, subject); a person has one or two',
  'invites.accepted_user_id': 'who accepted',
  'invites.invited_by_user_id': 'who invited',
  'payments.refunded_by_user_id': 'who refunded',
  'quote_messages.sender_user_id': "read by the quote's index",
  'quote_request_events.user_id': 'a funnel event, read in aggregate',
  'vehicle_brands.updated_by_user_id': 'who changed the catalogue',
  'vehicles.created_by_user_id': 'who added the vehicle',
  'workshop_applications.decided_by_user_id': 'who decided',
  'workshop_payouts.marked_by_user_id': 'who marked it paid',
  'workshop_reviews.user_id': "read by the workshop's index",
  // Small tables, read whole or by their own keys.
  'invites.organization_branch_id': 'few: one per colleague invited',
  'invites.organization_id': 'few: one per colleague invited',
  'organization_branches.address_id': 'a branch per office',
  'organization_users.current_branch_id': 'read by the user (the key)',
  'repair_item_template_items.repair_item_template_id': 'a catalogue of a few hundred rows, read whole',
  'workshop_applications.workshop_id': 'one per workshop; a workshop is never deleted',
  // Nothing reads by the column, and its parent is never deleted (or rarely, by an admin).
  'customer_vehicles.vehicle_id': 'a catalogue vehicle is never deleted',
  'quote_requests.vehicle_id': 'a catalogue vehicle is never deleted',
  'reminders.vehicle_id': 'a catalogue vehicle is never deleted',
  'quote_request_items.repair_item_template_id': 'a repair item is retired, never deleted',
  'quote_request_regions.region_id': 'read by the request (the key); deleting a region is a rare admin act',
  'quote_items.amendment_id': "read by the quote's index",
  'user_actions.quote_request_id': "read by the branch's index",
  'payments.workshop_id': "read by the quote's index",
  'workshop_ledger.payout_id': "read by the workshop's (workshop_id, payout_id) index",
};

describe('foreign keys', () => {
  it('each has an index leading with its column, or a reason above why none is needed', async () => {
    const { db } = await createTestDatabase();
    const { rows } = await db.execute<{ fk: string }>(sql`
      select c.conrelid::regclass::text || '.' || a.attname as fk
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
      order by 1`);
    const unindexed = rows.map((r) => r.fk);
    expect(unindexed.filter((fk) => !(fk in WITHOUT_INDEX))).toEqual([]);
    // A listed key that has since gained an index comes off the list.
    expect(Object.keys(WITHOUT_INDEX).filter((fk) => !unindexed.includes(fk))).toEqual([]);
  });
});
