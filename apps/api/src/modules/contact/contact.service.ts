import type { ContactForm } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import { enqueue } from '../jobs/index';
import { contactAcknowledgement, contactToSupport } from '../mail/index';
import type * as ContactRepo from './contact.repo';
import * as repo from './contact.repo';

/** A short reference a person can quote on the phone, e.g. CT-7KQ2M9. */
export function contactReference(id: string): string {
  return `CT-${id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
}

/** What the contact service is given (decision 058): its repo's one write. Wired in index.ts. */
export interface ContactServiceDeps {
  repo: Pick<typeof ContactRepo, 'insert'>;
}

/** The contact form: a message stored, and mailed to support and back to its sender. */
export function createContactService({ repo }: ContactServiceDeps) {
  return {
    /** Stores the message and queues both mails in one transaction: nothing is mailed unless it is saved. */
    async submitMessage(
      db: DbOrTx,
      supportEmail: string,
      form: ContactForm,
      meta: { ip: string; userAgent: string | null },
    ): Promise<{ id: string; reference: string }> {
      return db.transaction(async (tx) => {
        const id = await repo.insert(tx, {
          name: form.name,
          email: form.email,
          phone: form.phone || null,
          subject: form.subject,
          message: form.message,
          ip: meta.ip,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
        });
        const reference = contactReference(id);
        const mail = { ...form, phone: form.phone || null, reference };
        await enqueue(tx, 'send_mail', contactToSupport(supportEmail, mail));
        await enqueue(tx, 'send_mail', contactAcknowledgement(mail));
        return { id, reference };
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

/** POPIA: messages the person sent through the contact form; erasing deletes them. */
export const contactPersonalData: PersonalDataHook = {
  export: async (db, owner) => ({
    contactMessages: (await repo.listFromPerson(db, owner.id, owner.email)).map(exportRow),
  }),
  erase: (tx, context) => repo.deleteFromPerson(tx, context.id, context.email),
};
