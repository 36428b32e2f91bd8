import type { ContactForm } from '@motorwise/shared';
import type { AppDeps } from '../../app';
import { contactMessages } from '../../db/schema';
import { enqueue } from '../jobs/queue';
import { contactAcknowledgement, contactToSupport } from '../mail/templates';

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
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: form.name,
        email: form.email,
        phone: form.phone || null,
        subject: form.subject,
        message: form.message,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not stored');
    const reference = contactReference(row.id);
    const mail = { ...form, phone: form.phone || null, reference };
    await enqueue(tx, 'send_mail', contactToSupport(deps.config.SUPPORT_EMAIL, mail));
    await enqueue(tx, 'send_mail', contactAcknowledgement(mail));
    return { id: row.id, reference };
  });
}
