/**
 * The error catalogue of spec 1 §8: every message the request convention can produce, and the
 * ApiError the rest of the app catches. Form errors are grouped by target, "general" by default.
 */
import { toCamel } from '@contract/case';
import type { Message } from '@contract/schemas/envelope';

export { EMAIL_LINK_INVALID } from '@contract/messages';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
export const DISCOVERY_URL_NOT_SET = 'discovery service url is not set';
export const MISSING_REFRESH_TOKEN =
  'Missing authentication tokens when trying to call the /refresh endpoint';
export const SOCIAL_UNAUTHORISED_TITLE = '401 - Something went wrong';
export const SOCIAL_UNAUTHORISED_MESSAGE =
  'Sorry, looks like we had some trouble verifying your login details. Please try again.';
export const CONFIRM_ADDRESS_FAILED =
  'Sorry, there was an unexpected error while confirming your address. Please try again later, or contact support.';

/** Status given to an error that never got a response (spec: internal server error). */
export const NO_RESPONSE_STATUS = 500;
export const JSON_FAILURE_STATUS = 422;
export const TIMEOUT_STATUS = 408;
export const BLOCKED_STATUS = 418;

export function apiErrorMessage(status: number, url: string): string {
  return `The API responded with a ${status} error when requesting the following url: ${url}`;
}

export function jsonFailureMessage(url: string): string {
  return `An error occurred when transforming the API result to JSON for the following url: ${url}`;
}

/**
 * A message as the server sends it (code, message, target, level), or as the app words one
 * itself, when it may have no code.
 */
export type ServerMessage = Omit<Message, 'code'> & Partial<Pick<Message, 'code'>>;
export type MessageLevel = NonNullable<Message['level']>;

/** Titles that a server message code earns in the notification queue. */
const MESSAGE_TITLES: Record<string, string> = {
  cart_update_failed: GENERIC_ERROR_MESSAGE,
  social_unauthorised: SOCIAL_UNAUTHORISED_TITLE,
  deposit_pending: 'Action Required',
  success: 'Success',
};

export function messageTitle(message: ServerMessage): string | undefined {
  return message.code === undefined ? undefined : MESSAGE_TITLES[message.code];
}

/**
 * What a failed social call tells the customer (spec 1 §8): a 401 (their sign-in was not
 * accepted even after a refresh) earns its own notification; anything else is the caller's.
 */
export function socialNotice(error: unknown): ServerMessage | undefined {
  return error instanceof ApiError && error.status === 401
    ? { code: 'social_unauthorised', message: SOCIAL_UNAUTHORISED_MESSAGE, level: 'error' }
    : undefined;
}

export const GENERAL_TARGET = 'general';
export type FieldErrors = Record<string, ServerMessage[]>;

/**
 * The server's `errors` comes as a map of field to messages, a list of messages, or one message
 * object. Lists are split by each message's target; anything without one lands under "general".
 * Targets are field names as the wire spells them, so they are camelCased like every key.
 */
export function groupErrors(errors: unknown): FieldErrors {
  const grouped: FieldErrors = {};
  const add = (target: string, message: ServerMessage) => {
    (grouped[toCamel(target)] ??= []).push(message);
  };
  const asMessage = (value: unknown): ServerMessage | undefined => {
    if (typeof value === 'string') return { message: value };
    if (value && typeof value === 'object' && typeof (value as ServerMessage).message === 'string') {
      return value as ServerMessage;
    }
    return undefined;
  };
  if (Array.isArray(errors)) {
    for (const item of errors) {
      const message = asMessage(item);
      if (message) add(message.target ?? GENERAL_TARGET, message);
    }
  } else if (asMessage(errors)) {
    const message = asMessage(errors) as ServerMessage;
    add(message.target ?? GENERAL_TARGET, message);
  } else if (errors && typeof errors === 'object') {
    for (const [field, value] of Object.entries(errors)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const message = asMessage(item);
        if (message) add(field, { ...message, target: message.target ?? field });
      }
    }
  }
  return grouped;
}

export type ApiErrorKind = 'http' | 'json' | 'network' | 'timeout' | 'blocked' | 'auth' | 'config';

export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly kind: ApiErrorKind;
  readonly errors: FieldErrors;
  readonly messages: ServerMessage[];
  readonly result: unknown;

  constructor(init: {
    status: number;
    url: string;
    message: string;
    kind: ApiErrorKind;
    errors?: FieldErrors;
    messages?: ServerMessage[];
    result?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.url = init.url;
    this.kind = init.kind;
    this.errors = init.errors ?? {};
    this.messages = init.messages ?? [];
    this.result = init.result;
  }

  /** The first message the server gave for a field, for forms. */
  fieldMessage(target: string): string | undefined {
    return this.errors[target]?.[0]?.message;
  }

  hasCode(code: string): boolean {
    return (
      this.messages.some((m) => m.code === code) ||
      Object.values(this.errors).some((list) => list.some((m) => m.code === code))
    );
  }
}

/** The server said there is no such thing (a ticket, receipt or draw another address named). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

const TIMEOUT_PATTERN = /timeout|timed out|network ?request|load|aborted/i;
const BLOCKED_PATTERN = /blocked a frame|illegal invocation/i;

/**
 * Recognise a thrown browser error by its message (the spec's examples): timeouts become 408,
 * cross-frame and binding errors 418. Neither is reported. A fetch that failed for any other
 * reason (Chrome's "Failed to fetch", Firefox's "NetworkError") is a network failure, which is.
 */
export function recogniseThrown(message: string): typeof TIMEOUT_STATUS | typeof BLOCKED_STATUS | undefined {
  if (BLOCKED_PATTERN.test(message)) return BLOCKED_STATUS;
  if (TIMEOUT_PATTERN.test(message)) return TIMEOUT_STATUS;
  return undefined;
}

/**
 * No answer reached the app: no connection, one that reaches nothing, or one that gave up waiting.
 * Safari says "Load failed" of a server it cannot reach, which the catalogue reads as a timeout.
 */
export const isUnanswered = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A failure of this device, not of a call, whose message is already in the customer's words (the
 * browser blocked notifications, say): a form shows it as it is.
 */
export class DeviceError extends Error {}

/**
 * A form's errors from a failed call (spec 1 §5): the first message per field, keyed by the
 * field's (camelCased) name, and anything not about a field under "general".
 */
export function formErrors(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): Record<string, string> {
  if (error instanceof DeviceError) return { general: error.message };
  if (!(error instanceof ApiError)) return { general: fallback };
  const errors: Record<string, string> = {};
  for (const [target, messages] of Object.entries(error.errors)) {
    if (messages[0]) errors[target] = messages[0].message;
  }
  if (Object.keys(errors).length === 0) errors.general = error.message;
  return errors;
}
