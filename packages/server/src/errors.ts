// Typed failures of the API. Services throw these; the one error handler (src/http/errors.ts) turns
// them into the envelope `{ code, message, data? }` with the codes and message keys of @quiver/contract.
import { codes, formatMessage, type FailureCode, type MessageKey } from '@quiver/contract';

export type FieldErrors = Record<string, string>;

export abstract class AppError extends Error {
  abstract readonly code: FailureCode;
  /** The message key (`data.reason`), when the text comes from the contract's table. */
  readonly reason: MessageKey | undefined;
  readonly fields: FieldErrors | undefined;
  /** Tries left before a sign-in lock (`data.attemptsLeft`), set when a warning is due. */
  attemptsLeft: number | undefined;
  constructor(message: string, reason?: MessageKey, fields?: FieldErrors) {
    super(message);
    this.reason = reason;
    this.fields = fields;
  }
}

interface RuleOptions {
  params?: Record<string, string>;
  fields?: FieldErrors;
}

/** A rule refused the request (bad field, wrong state, too soon): code 1216 with the reason. */
export class RuleViolation extends AppError {
  readonly code = codes.refused;
  override name = 'RuleViolation';
  constructor(reason: MessageKey, options: RuleOptions = {}) {
    super(formatMessage(reason, options.params), reason, options.fields);
  }
}

/** A refusal whose text the contract's message table does not hold (server-only wording). */
export class Refusal extends AppError {
  readonly code = codes.refused;
  override name = 'Refusal';
  constructor(message: string, fields?: FieldErrors) {
    super(message, undefined, fields);
  }
}

/** Too many attempts; the text says when to try again. */
export class TooManyAttempts extends AppError {
  readonly code = codes.refused;
  override name = 'TooManyAttempts';
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      retryAfterSeconds <= 60
        ? `Too many attempts: try again in ${retryAfterSeconds} seconds.`
        : `Too many attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      'tooManyRequests',
    );
  }
}

export class NotFound extends AppError {
  readonly code = codes.notFound;
  override name = 'NotFound';
  constructor(reason: MessageKey = 'notFound') {
    super(formatMessage(reason), reason);
  }
}

export class Unauthenticated extends AppError {
  readonly code = codes.unauthenticated;
  override name = 'Unauthenticated';
  constructor() {
    super(formatMessage('notSignedIn'), 'notSignedIn');
  }
}

export class Banned extends AppError {
  readonly code = codes.accountBanned;
  override name = 'Banned';
  constructor() {
    super(formatMessage('accountBanned'), 'accountBanned');
  }
}

export class AccessExpired extends AppError {
  readonly code = codes.accessTokenExpired;
  override name = 'AccessExpired';
  constructor() {
    super(formatMessage('accessTokenExpired'), 'accessTokenExpired');
  }
}

export class RefreshRejected extends AppError {
  readonly code = codes.refreshTokenInvalid;
  override name = 'RefreshRejected';
  constructor() {
    super(formatMessage('refreshTokenInvalid'), 'refreshTokenInvalid');
  }
}

export class SocialLoginFailed extends AppError {
  readonly code = codes.socialLoginFailed;
  override name = 'SocialLoginFailed';
  constructor(reason: 'socialLoginFailed' | 'socialLoginUnavailable' = 'socialLoginFailed') {
    super(formatMessage(reason), reason);
  }
}
