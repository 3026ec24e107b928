/**
 * One error vocabulary for the whole product. Each code is stable: the web app and
 * operators may rely on it. The server puts the code in `statuscode`, the translated
 * text of `error.<code>` in `statusmessage`, and answers with the HTTP status below.
 */
export const ERRORS = {
  /** No session, or the session expired through inactivity. The client logs out and goes to login. */
  SESSION_TIMEOUT: { http: 401 },
  /** One or more `p_` parameters failed validation; `result` lists `{ FIELD, CODE }` per problem. */
  INVALID_PARAMETERS: { http: 400 },
  /** The body could not be parsed as the declared content type. */
  MALFORMED_BODY: { http: 400 },
  /** The content type is not form-urlencoded (or multipart where the endpoint takes files). */
  UNSUPPORTED_MEDIA_TYPE: { http: 415 },
  /** The body exceeds the server's limit; protects memory from oversized uploads. */
  BODY_TOO_LARGE: { http: 413 },
  /** The first path segment names no municipality served here. */
  UNKNOWN_TENANT: { http: 404 },
  /** No endpoint by that name in the contract. */
  UNKNOWN_ENDPOINT: { http: 404 },
  /** The endpoint exists but not for this HTTP method. */
  METHOD_NOT_ALLOWED: { http: 405 },
  /** The endpoint is in the contract but this server version does not provide it yet. */
  NOT_IMPLEMENTED: { http: 501 },
  /** The object asked for does not exist or does not belong to the caller. Deliberately the same answer for both, so ids cannot be probed. */
  NOT_FOUND: { http: 404 },
  /** The caller is logged in but may not do this. */
  FORBIDDEN: { http: 403 },
  /** Too many calls from this client in a short time. */
  RATE_LIMITED: { http: 429 },
  /** An unexpected failure. Its details are in the server log only, never in the answer. */
  INTERNAL_ERROR: { http: 500 },
} as const satisfies Record<string, { http: number }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** Translation key of an error's user-facing message. */
export function errorMessageKey(code: ErrorCode): string {
  return `error.${code}`;
}

/** Per-field validation problem codes, each with a translation key `validation.<code>`. */
export const VALIDATION_CODES = [
  'required',
  'invalid',
  'too_long',
  'too_short',
  'not_a_number',
  'out_of_range',
  'not_allowed',
  'invalid_json',
  'email_invalid',
  'password_invalid',
  'license_plate_invalid',
  'license_plate_nl_too_short',
  'specific_location_invalid',
  'postal_code_invalid',
  'postal_letters_invalid',
  'house_number_invalid',
  'date_invalid',
  'locale_unknown',
  'house_letter_invalid',
  'email_mismatch',
  'password_mismatch',
  'license_plate_duplicate',
  'code_required',
  'file_type_not_allowed',
  'file_too_large',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

export interface FieldProblem {
  FIELD: string;
  CODE: ValidationCode;
}
