import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../contract/messages.ts';

/** A failure the client should hear about, with an honest status and the spec's wording. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Response headers that belong to the failure, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string> = {};

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    fields?: Record<string, string>,
    /** What failed underneath, for the log only (error-envelope.ts logs it on a 5xx). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  static badInput(message: string = messages.invalidInput, fields?: Record<string, string>) {
    return new HttpError(400, 'invalid_input', message, fields);
  }
  static unauthorized(message: string = messages.notSignedIn) {
    return new HttpError(401, 'not_signed_in', message);
  }
  static forbidden(message: string = messages.forbidden) {
    return new HttpError(403, 'forbidden', message);
  }
  static notFound(message: string = messages.notFound) {
    return new HttpError(404, 'not_found', message);
  }
  /** The body is in a format the endpoint does not read (JSON where a form was due, or the reverse). */
  static unsupportedMediaType(message: string) {
    return new HttpError(415, 'unsupported_media_type', message);
  }
  static conflict(message: string) {
    return new HttpError(409, 'conflict', message);
  }
  /** 429 with the whole seconds until the client may try again. */
  static tooManyRequests(code: string, message: string, retryAfterSeconds: number) {
    const error = new HttpError(429, code, message);
    error.headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
    return error;
  }
}
