import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { devMails } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * The local development inbox: lists mail the app kept instead of sending. Registered only when no
 * SMTP server is configured and the app is not in production (see config), since it shows every mail.
 */
export function devMailRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/dev/mail', async () =>
      deps.db
        .select({
          id: devMails.id,
          to: devMails.to,
          subject: devMails.subject,
          createdAt: devMails.createdAt,
        })
        .from(devMails)
        .orderBy(desc(devMails.createdAt))
        .limit(200),
    );
    r.get('/api/dev/mail/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request) => {
      const [mail] = await deps.db.select().from(devMails).where(eq(devMails.id, request.params.id));
      if (!mail) throw notFound('The message');
      return {
        id: mail.id,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        createdAt: mail.createdAt,
      };
    });
  };
}
