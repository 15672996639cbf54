// The site-wide notice banner (spec §2, §3): shown on every screen, signed in or not.
import { z } from 'zod';
import { noticePriority } from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';

export const notice = z.object({
  id: z.string(),
  title: z.string(),
  priority: noticePriority,
  /** HTML: the console sanitises it before showing it. */
  contents: z.string(),
  publishedAt: z.iso.datetime(),
});
export type Notice = z.infer<typeof notice>;

export const noticeEndpoints = {
  get: defineEndpoint({
    id: 'notice.get',
    method: 'GET',
    path: v1('/notice/get'),
    auth: 'none',
    summary: 'The current notice (most urgent, then newest), or null when there is none.',
    request: z.object({}),
    response: notice.nullable(),
  }),
} as const;
