// GET /api/dev/mailbox?to=<address>: the mail the server "sent" without SMTP, newest first.
// Registered only outside production and only when no SMTP server is configured.
import { ok, fail, codes } from '@quiver/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevMailbox } from './mailer.ts';

const query = z.object({ to: z.string().trim().min(3).max(254) });

export function registerDevMailbox(app: FastifyInstance, mailbox: DevMailbox): void {
  app.get('/api/dev/mailbox', async (request) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success)
      return fail(codes.refused, 'Give the address: /api/dev/mailbox?to=you@example.com', {
        to: 'validation.required',
      });
    return ok(await mailbox.read(parsed.data.to));
  });
}
