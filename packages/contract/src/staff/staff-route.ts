/**
 * The shape of one route of the back office's JSON API, below /{tenant}/beheer/api/v1 (issue 27,
 * decision 033). The server registers every route of STAFF_ROUTES from this description (role check,
 * parsing, audit enforcement), the OpenAPI document is generated from it, the staff app's client is
 * typed by it, and the generated role test walks it. Conventions of the Dutch API Design Rules: Dutch
 * plural resource names in kebab-case, `page` (1-based) and `pageSize` (at most 100) for lists, list
 * answers `{ items, page, pageSize, total }`, errors as `application/problem+json`.
 */
import { z } from 'zod';
import { hasControlCharacters } from '../text.js';
import type { StaffRole } from './roles.js';

export type StaffMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the plumbing checks of a handler: 'write' calls `audit` exactly once per successful call,
 * 'read-personal' (a resident's personal data shown) at least once, 'none' need not.
 */
export type StaffAuditKind = 'read-personal' | 'write' | 'none';

export interface StaffRoute {
  /** camelCase, unique: 'listDocumentReviews'. */
  operationId: string;
  method: StaffMethod;
  /** OpenAPI style, below /{tenant}/beheer/api/v1: '/documentbeoordelingen/{id}'. */
  path: string;
  /** The explicit, complete list of who may call it (the role test reads this). */
  roles: readonly StaffRole[];
  /** One line for the API documentation. */
  summary: string;
  /** Path parameters. */
  params?: z.ZodObject;
  /** Filters and pagination (`page`, `pageSize`). Query values arrive as strings: coerce. */
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * How the body is sent: 'json' (the default) or 'multipart' (multipart/form-data, for a route that carries one
   * file). A multipart body is parsed into its fields (strings) and its file (`param.uploadedFile`: name, type,
   * bytes, and `truncated` when cut off at the upload limit) before `body` checks it.
   */
  bodyType?: 'json' | 'multipart';
  /** A larger body than the server's BODY_LIMIT_BYTES, for the few routes that carry a file (base64). */
  bodyLimitBytes?: number;
  /** The 200 (201 for POST creating) answer's body. */
  response: z.ZodType;
  audit: StaffAuditKind;
  /** 201 for a POST that creates; 200 otherwise (the default). 204 answers no body. */
  status?: 200 | 201 | 204;
  /**
   * A valid input for the generated role test and the bad-input test (apps/server/src/staff/api/
   * staff-roles.test.ts): routes with required params, query or body give one. It need not name an
   * object that exists: a 404 problem counts as passing the role check.
   */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
}

export function defineStaffRoute<const R extends StaffRoute>(route: R): R {
  return route;
}

/** A row's id in a path: a positive 32-bit integer (a larger one names no row, and PostgreSQL refuses it). */
export const staffIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * Free text a staff member types (a filter, a reason): no control characters, line breaks only where
 * `lines` (PostgreSQL refuses NUL; the others belong on no screen or in no audit row).
 */
export function staffText(options: { lines?: boolean } = {}) {
  return z.string().refine((value) => !hasControlCharacters(value, { allowLineBreaks: options.lines ?? false }), {
    message: 'control characters',
  });
}

/** The largest page a list answers (API Design Rules: the server limits the page size). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** `page` (1-based) and `pageSize`, from the query string. Extend it with a route's own filters. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type Pagination = z.infer<typeof paginationQuery>;

/** A list answer: one page of items, which page, its size, and how many there are in all. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
    total: z.number().int().min(0),
  });
}

/** A field that was wrong and why (RFC 9457's extension member as the API Design Rules name it). */
export const invalidParamSchema = z.object({ name: z.string(), reason: z.string() });
export type InvalidParam = z.infer<typeof invalidParamSchema>;

/** Every error answer of the staff API, sent as `application/problem+json` (RFC 9457). */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  detail: z.string().optional(),
  invalidParams: z.array(invalidParamSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The path of a route with its parameters filled in ('/taken/{name}' + {name: 'x'} = '/taken/x'). */
export function staffRoutePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`staffRoutePath: no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Where the staff API lives below a tenant. */
export const STAFF_API_BASE = '/beheer/api/v1';
