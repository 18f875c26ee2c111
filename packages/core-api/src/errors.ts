// One typed error for every way a call can fail, so screens handle failures in one way.

export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'parse';

/** Messages shown for failures that carry no server text; English keys, translated by i18n. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The request timed out. Please try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * The messages of our own making. Any other message of an ApiError is the server's text, which
 * the server already wrote in the page's language: it is shown as it came, never looked up as a key.
 */
export const OWN_ERROR_MESSAGES: readonly string[] = [
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  SERVER_ERROR_MESSAGE,
];

export const isOwnErrorMessage = (message: string): boolean => OWN_ERROR_MESSAGES.includes(message);

export class ApiError extends Error {
  // Declared and set in the constructor rather than as class fields: for the Safari 13 web view
  // the build would lower fields into helpers that every campaign's entry carried.
  declare readonly kind: ApiErrorKind;
  declare readonly details: { code?: number; status?: number; call?: string; cause?: unknown };
  constructor(kind: ApiErrorKind, message: string, details: ApiError['details'] = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.details = details;
  }

  get code(): number | undefined {
    return this.details.code;
  }

  get status(): number | undefined {
    return this.details.status;
  }

  /** The server refused the request on purpose (`code` or `error_code` non-zero). */
  get isBusiness(): boolean {
    return this.kind === 'business';
  }

  /** Whether the request may have reached the server, so a money call must be checked, not blindly resent. */
  get outcomeUnknown(): boolean {
    return this.kind === 'timeout' || this.kind === 'network';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The message a user should see for any thrown value. */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  return SERVER_ERROR_MESSAGE;
}

/**
 * Both envelopes the app's servers use: `{code, msg, data}` and the finance one
 * `{error_code, error_msg, data}`. Returns the data, or throws the business error.
 */
export function unwrapEnvelope(body: unknown, call: string): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError('parse', SERVER_ERROR_MESSAGE, { call });
  }
  const b = body as Record<string, unknown>;
  if ('error_code' in b) {
    const code = Number(b.error_code);
    if (code !== 0) {
      throw new ApiError('business', textOr(b.error_msg), { code, call });
    }
    return b.data;
  }
  if ('code' in b) {
    const code = Number(b.code);
    if (code !== 0) {
      throw new ApiError('business', textOr(b.msg ?? b.message), { code, call });
    }
    return b.data;
  }
  return body;
}

function textOr(v: unknown): string {
  return typeof v === 'string' && v.trim() !== '' ? v : SERVER_ERROR_MESSAGE;
}
