import type { ContactForm } from '@motorwise/shared';
import type { AppDeps } from '../../app-deps';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import { enqueue } from '../jobs/index';
import { contactAcknowledgement, contactToSupport } from '../mail/index';
import * as repo from './contact.repo';

/** A short reference a person can quote on the phone, e.g. CT-7KQ2M9. */
export function contactReference(id: string): string {
  return `CT-${id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
}

/** Stores the message and queues both mails in one transaction: nothing is mailed unless it is saved. */
export async function submitContactMessage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  form: ContactForm,
  meta: { ip: string; userAgent: string | null },
): Promise<{ id: string; reference: string }> {
  return deps.db.transaction(async (tx) => {
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
    await enqueue(tx, 'send_mail', contactToSupport(deps.config.SUPPORT_EMAIL, mail));
    await enqueue(tx, 'send_mail', contactAcknowledgement(mail));
    return { id, reference };
  });
}

/** POPIA: messages the person sent through the contact form; erasing deletes them. */
export const contactPersonalData: PersonalDataHook = {
  export: async (db, owner) => ({
    contactMessages: (await repo.listFromPerson(db, owner.id, owner.email)).map(exportRow),
  }),
  erase: (tx, context) => repo.deleteFromPerson(tx, context.id, context.email),
};
