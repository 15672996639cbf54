// API keys ("open keys"): credentials for scripts, created and managed in the Accounts screen.
// The secret is shown once at creation and stored hashed; it is sent as `Authorization: Bearer`.
import { z } from 'zod';
import { defineEndpoint, v1 } from './endpoint.ts';
import { noData, plainText, resourceId } from './fields.ts';

/** At most this many API keys per account. */
export const API_KEY_LIMIT = 20;
/** Keys expire at most this far ahead (or never, when no expiry is given). */
export const API_KEY_MAX_LIFETIME_DAYS = 730;

export const apiKeyName = plainText(
  1,
  64,
  'api.api-key-name-required',
  'api.api-key-name-too-long',
);

/** An API key as listed: never its secret, only the first characters to recognise it. */
export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters (`qk_3fA9`), shown to tell keys apart. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/**
 * The expiry of a new key: an ISO date-time, or null for never. Whether it lies in the future and
 * at most two years ahead is the server's check (`api.expiry-invalid`): it owns the clock.
 */
const expiresAt = z.iso.datetime({ error: 'api.datetime-invalid' }).nullable();

export const openKeyEndpoints = {
  create: defineEndpoint({
    id: 'openkey.create',
    method: 'POST',
    path: v1('/openkey/create'),
    auth: 'user',
    summary: `Create an API key (at most ${API_KEY_LIMIT}); the answer carries the secret, shown this once.`,
    request: z.strictObject({ name: apiKeyName, expiresAt: expiresAt.optional() }),
    response: apiKey.extend({ secret: z.string().min(20) }),
  }),
  delete: defineEndpoint({
    id: 'openkey.delete',
    method: 'POST',
    path: v1('/openkey/delete'),
    auth: 'user',
    summary: 'Delete an API key: it stops working at once.',
    request: z.strictObject({ id: resourceId }),
    response: noData,
  }),
  update: defineEndpoint({
    id: 'openkey.update',
    method: 'POST',
    path: v1('/openkey/update'),
    auth: 'user',
    summary: 'Rename an API key.',
    request: z.strictObject({ id: resourceId, name: apiKeyName }),
    response: apiKey,
  }),
  list: defineEndpoint({
    id: 'openkey.list',
    method: 'GET',
    path: v1('/openkey/list'),
    auth: 'user',
    summary: "The caller's API keys, newest first.",
    request: z.object({}),
    response: z.object({ items: z.array(apiKey) }),
  }),
} as const;
