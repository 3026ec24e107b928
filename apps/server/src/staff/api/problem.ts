/** Answers in application/problem+json (RFC 9457), the one error shape of the staff API (decision 033). */
import {
  type InvalidParam,
  type Locale,
  PROBLEM_CONTENT_TYPE,
  type Problem,
  VALIDATION_CODES,
  type ValidationCode,
} from '@parkeerloket/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { translate } from '../../http/messages.js';

/** The title of a status in the caller's language (packages/translations, staff.problem.*). */
export function problemTitle(locale: Locale, status: number): string {
  const key = `staff.problem.${status}`;
  const text = translate(locale, key);
  return text === key ? translate(locale, 'staff.problem.other') : text;
}

export function sendProblem(
  reply: FastifyReply,
  locale: Locale,
  status: number,
  options: { title?: string; detail?: string; invalidParams?: InvalidParam[] } = {},
) {
  const body: Problem = {
    type: 'about:blank',
    title: options.title ?? problemTitle(locale, status),
    status,
    ...(options.detail ? { detail: options.detail } : {}),
    ...(options.invalidParams?.length ? { invalidParams: options.invalidParams } : {}),
  };
  return reply
    .code(status)
    .type(`${PROBLEM_CONTENT_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** A failed check of zod's own, as one of the contract's validation codes (`validation.<code>`, translated). */
function validationCodeOf(issue: z.core.$ZodIssue): ValidationCode {
  switch (issue.code) {
    case 'invalid_value':
      return 'not_allowed';
    case 'too_small':
      return issue.origin === 'string' ? 'too_short' : 'out_of_range';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'out_of_range';
    default:
      return 'invalid';
  }
}

/**
 * Each failed check as a field and a reason in the caller's language. The field is named as the
 * caller sent it: `body.reason`, `query.pageSize`, `params.id` (the part first, then the path). A check
 * whose message is a validation code of the contract reads as that code's text; one of zod's own checks
 * as the text of the nearest code; a route's own worded check (a custom refinement) keeps its words.
 */
export function invalidParamsOf(
  part: 'params' | 'query' | 'body',
  error: z.ZodError,
  locale: Locale,
  input: unknown,
): InvalidParam[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    // Missing when nothing was sent there: zod's issues do not carry the value they refused, and a value of the
    // wrong kind ('abc' for a number) is invalid, not missing.
    const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
    const coded = (VALIDATION_CODES as readonly string[]).includes(issue.message);
    const reason = missing
      ? translate(locale, 'staff.problem.field_required')
      : coded
        ? translate(locale, `validation.${issue.message}`)
        : issue.code === 'custom'
          ? issue.message
          : translate(locale, `validation.${validationCodeOf(issue)}`);
    return { name: path ? `${part}.${path}` : part, reason };
  });
}

/** The value at a path in what the caller sent, or undefined where nothing is. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
