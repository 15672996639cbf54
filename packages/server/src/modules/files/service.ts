// File downloads (contract files.ts): a signed-in caller asks for a ticket naming one of their
// files; opening the download URL with it answers the file once. The service knows tickets; what
// each kind of file is and who may have it is the business of its producer (the monitor service
// for an instance's log, billing for invoices and bills), handed in by the composition root.
import {
  FILE_TICKET_TTL_MS,
  fileEndpoints,
  type EndpointParams,
  type FileKind,
  type FileRequest,
} from '@quiver/contract';
import { NotFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { Db } from '../../db/client.ts';
import { deleteExpiredTickets, insertTicket, redeemTicket } from './repo.ts';

/** A file as the download call answers it (src/http sends it as an attachment). */
export interface DownloadFile {
  /** The name the browser saves it under (any characters: the header encodes them). */
  fileName: string;
  contentType: string;
  /** Text (a log, a CSV) or bytes (a PDF). */
  body: string | Buffer;
}

/** Makes one kind of file for a user: `check` refuses what `make` would, without making it. */
export interface FileProducer<TRequest extends FileRequest = FileRequest> {
  check(userId: string, request: TRequest): Promise<void>;
  make(userId: string, request: TRequest): Promise<DownloadFile>;
}

export type FileProducers = { [K in FileKind]: FileProducer<Extract<FileRequest, { kind: K }>> };

/** Used-up and expired tickets stay this long (for a support question), then are swept. */
const keepExpiredMs = 60 * 60 * 1000;

export class FileService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly producers: FileProducers,
  ) {}

  private producer(kind: FileKind): FileProducer {
    return this.producers[kind] as FileProducer;
  }

  /** A ticket for one of the caller's files, after checking they may have it now. */
  async issueTicket(userId: string, request: FileRequest) {
    await this.producer(request.kind).check(userId, request);
    const now = this.clock.now();
    const ticket = randomToken();
    const expiresAt = new Date(now.getTime() + FILE_TICKET_TTL_MS);
    await deleteExpiredTickets(this.db, new Date(now.getTime() - keepExpiredMs));
    await insertTicket(this.db, {
      userId,
      ticketHash: sha256(ticket),
      request: request as Record<string, unknown>,
      expiresAt,
    });
    const url = `${fileEndpoints.download.path}?${new URLSearchParams({ ticket }).toString()}`;
    return { ticket, url, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The file a ticket names, made for the user who asked for it; the ticket is used up first, so a
   * second download (or a race) is refused even when making the file fails.
   */
  async download({ ticket }: EndpointParams<typeof fileEndpoints.download>): Promise<DownloadFile> {
    const row = await redeemTicket(this.db, sha256(ticket), this.clock.now());
    if (!row) throw new NotFound('fileTicketInvalid');
    const request = row.request as FileRequest;
    return this.producer(request.kind).make(row.userId, request);
  }
}
