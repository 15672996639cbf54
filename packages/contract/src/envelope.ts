// The envelope every answer travels in (DECISIONS.md): `{ code, message, data? }`, HTTP 200.
import { z } from 'zod';
import { codes, type FailureCode } from './codes.ts';
import { formatMessage, messages, type MessageKey } from './messages.ts';

/** Refused fields, by field path (`allowedIps.2.ip`), each with its message key. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/**
 * The `data` of a failure: field errors for forms, the message key of the refusal, and, on a wrong
 * password or sign-in code when few tries remain, how many are left before sign-in with that
 * address is paused (the server's lock after too many wrong tries).
 */
export const failureDataSchema = z.object({
  fields: fieldErrorsSchema.optional(),
  reason: z.string().optional(),
  attemptsLeft: z.int().positive().optional(),
});
export type FailureData = z.infer<typeof failureDataSchema>;

/** Any envelope, before its code is known. */
export const envelopeSchema = z.object({
  code: z.int(),
  message: z.string(),
  data: z.unknown().optional(),
});

export interface SuccessEnvelope<TData> {
  code: typeof codes.ok;
  message: string;
  data: TData;
}

export interface FailureEnvelope {
  code: FailureCode;
  message: string;
  data?: FailureData;
}

export type Envelope<TData> = SuccessEnvelope<TData> | FailureEnvelope;

/** The envelope schema of a successful answer carrying `data`. */
export function successEnvelopeSchema<TData extends z.ZodType>(data: TData) {
  return z.object({ code: z.literal(codes.ok), message: z.string(), data });
}

export function ok<TData>(data: TData, message: string = messages.ok): SuccessEnvelope<TData> {
  return { code: codes.ok, message, data };
}

export function fail(
  code: FailureCode,
  message: string,
  fields?: FieldErrors,
  reason?: MessageKey,
  { attemptsLeft }: Pick<FailureData, 'attemptsLeft'> = {},
): FailureEnvelope {
  const data: FailureData = {};
  if (fields && Object.keys(fields).length > 0) data.fields = fields;
  if (reason) data.reason = reason;
  if (attemptsLeft !== undefined) data.attemptsLeft = attemptsLeft;
  return Object.keys(data).length > 0 ? { code, message, data } : { code, message };
}

/** A rule refused the request (code 1216): the message by key, its placeholders filled. */
export function refuse(
  reason: MessageKey,
  options: { params?: Record<string, string>; fields?: FieldErrors } = {},
): FailureEnvelope {
  return fail(codes.refused, formatMessage(reason, options.params), options.fields, reason);
}

/** Bad input (code 1216) with the refused fields. */
export function invalidRequest(fields: FieldErrors): FailureEnvelope {
  return fail(codes.refused, messages.invalidRequest, fields, 'invalidRequest');
}

/** The answer of every endpoint that is described here but not implemented yet. */
export function notAvailableYet(): FailureEnvelope {
  return fail(codes.refused, messages.notAvailableYet, undefined, 'notAvailableYet');
}

export function isSuccess<TData>(envelope: Envelope<TData>): envelope is SuccessEnvelope<TData> {
  return envelope.code === codes.ok;
}
