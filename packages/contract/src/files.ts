// File downloads (spec §7 "File download": a helper refreshes the token first, then opens a URL with
// query parameters). A URL the browser opens carries no bearer header, and a token in a URL would
// land in history and logs, so a signed-in caller first asks for a ticket naming the file, then
// opens the download URL with that ticket: short-lived (60 s), single use, stored hashed, bound to
// the caller. One pair of calls serves every file: an instance's log, an invoice as a PDF, a bill
// as CSV (a new kind is one more member of `fileRequest`).
import { z } from 'zod';
import { defineEndpoint, v1 } from './endpoint.ts';
import { resourceId, textRule } from './fields.ts';
import { checkTimeRange, logFilterQuery } from './monitor.ts';

/** How long a ticket can be redeemed after it was issued. */
export const FILE_TICKET_TTL_MS = 60_000;

/** An instance's log as a text file: the entries the log tab shows, with the same filter. */
export const instanceLogFile = z
  .strictObject({
    kind: z.literal('instanceLog'),
    instanceId: resourceId,
    ...logFilterQuery,
  })
  .superRefine(checkTimeRange);

/** An invoice of the caller's as a PDF (billing extension, issue 14). */
export const invoiceFile = z.strictObject({ kind: z.literal('invoice'), invoiceId: resourceId });

/** A bill of the caller's with its usage lines as CSV (billing extension, issue 14). */
export const billCsvFile = z.strictObject({ kind: z.literal('billCsv'), billId: resourceId });

/** Which file a ticket is for, and its parameters, by `kind`. */
export const fileRequest = z.discriminatedUnion(
  'kind',
  [instanceLogFile, invoiceFile, billCsvFile],
  {
    error: 'validation.invalid-option',
  },
);
export type FileRequest = z.infer<typeof fileRequest>;
export type FileKind = FileRequest['kind'];

/** A ticket as the server hands it out: URL-safe random text. */
export const fileTicket = textRule('api.ticket-required', (value) =>
  /^[A-Za-z0-9_-]{32,128}$/.test(value) ? undefined : 'api.ticket-invalid',
);

export const fileEndpoints = {
  ticket: defineEndpoint({
    id: 'file.ticket',
    method: 'POST',
    path: v1('/file/ticket'),
    auth: 'user',
    extension: true,
    summary:
      'A single-use ticket (60 s) for one file of the caller, checked now (404 for what is not theirs); open `url` to download it.',
    request: fileRequest,
    response: z.object({
      ticket: z.string(),
      /** The download address with the ticket in its query string, same origin. */
      url: z.string(),
      expiresAt: z.iso.datetime(),
    }),
  }),
  download: defineEndpoint({
    id: 'file.download',
    method: 'GET',
    path: v1('/file/download'),
    auth: 'none',
    answers: 'file',
    extension: true,
    summary:
      'The file a ticket names, as an attachment (the ticket is used up); a refused ticket answers the envelope with HTTP 404, so a browser saves nothing.',
    request: z.object({ ticket: fileTicket }),
    /** The file's contents: text (a log, a CSV), or bytes (a PDF) read as Latin-1 text. */
    response: z.string(),
  }),
} as const;
