/**
 * A municipality's two help pages (issue 26, decision 031): its contact details, shown on the public
 * *Contact en hulp* screen, and its accessibility statement in the form of the national model
 * (the "modelverklaring" of the Besluit digitale toegankelijkheid overheid, on toegankelijkheidsverklaring.nl).
 * The operator writes them (the server's tenants/tenant-admin.ts checks them with these schemas); the web app
 * reads them from `GET /{tenant}/help-pages` and checks the answer with the same schemas, so both sides agree
 * on what a page holds.
 */
import { z } from 'zod';
import { hasControlCharacters } from './text.js';
import { isApiDay } from './validation.js';

/** A text a resident reads, in both languages of the portal; line breaks allowed (opening hours, explanations). */
const localText = (max: number) =>
  z.object({
    nl: z.string().trim().min(1).max(max).refine(noControls, 'no control characters'),
    en: z.string().trim().min(1).max(max).refine(noControls, 'no control characters'),
  });

// Line breaks are part of the text (one line per day of the opening hours); other control characters are not.
const noControls = (value: string) => !hasControlCharacters(value, { allowLineBreaks: true });

/** An absolute http(s) address: followed as a link, so never `javascript:` or relative. */
export function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const webAddress = z.string().trim().max(500).refine(isHttpAddress, 'an absolute http(s) address');

/** A phone number as people write it: digits, spaces, dashes and brackets, with an optional leading +; 14 0xx(x) too. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{1,22}[0-9]$/;

/** The `tel:` address of a phone number (RFC 3966 wants the digits and the leading + only). */
export function telAddress(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  // A day of the calendar: Date.parse alone takes 30 February as 2 March.
  .refine(isApiDay, 'an existing date');

export const contactDetailsSchema = z.object({
  phone: z.string().trim().regex(PHONE_PATTERN, 'a phone number, e.g. 14 0123 or +31 20 123 4567'),
  email: z.email().max(254),
  /** One line per day or group of days. */
  openingHours: localText(1000),
  /** The municipality's own contact page (forms, chat, visiting address). */
  contactUrl: webAddress,
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/**
 * The model's compliance statuses: A fully compliant, B partially compliant, C first measures taken,
 * D not compliant, E no insight (not measured). The words of each are in the translations (help.accessibility.status.*).
 */
export const ACCESSIBILITY_STATUSES = ['A', 'B', 'C', 'D', 'E'] as const;
export type AccessibilityStatus = (typeof ACCESSIBILITY_STATUSES)[number];

export const accessibilityStatementSchema = z
  .object({
    status: z.enum(ACCESSIBILITY_STATUSES),
    /** The day the statement was drawn up (signed), and the day it was last reviewed. */
    statementDate: calendarDate,
    lastReviewDate: calendarDate,
    /** Who approved it for the municipality, e.g. "het college van burgemeester en wethouders". */
    approvedBy: localText(200),
    /** The evaluations (audits) the status rests on; none for status E. */
    evaluations: z
      .array(
        z.object({
          date: calendarDate,
          organisation: z.string().trim().min(1).max(200),
          reportUrl: webAddress.optional(),
        }),
      )
      .max(20)
      .default([]),
    /** What is not accessible, why, and by when it will be (the model's "afwijkingen"). */
    nonCompliances: z
      .array(
        z.object({
          description: localText(1000),
          reason: localText(1000),
          plannedFixDate: calendarDate.optional(),
        }),
      )
      .max(50)
      .default([]),
    /** Where to report a barrier and how soon an answer comes. */
    feedbackEmail: z.email().max(254),
    responseDays: z.number().int().min(1).max(90),
    /** The enforcement body after a complaint: the municipal or the National Ombudsman, with its page. */
    ombudsman: z.object({ name: localText(200), url: webAddress }),
  })
  .superRefine((statement, ctx) => {
    if (statement.lastReviewDate < statement.statementDate) {
      ctx.addIssue({ code: 'custom', path: ['lastReviewDate'], message: 'not before statementDate' });
    }
    if (statement.status !== 'E' && statement.evaluations.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['evaluations'],
        message: `status ${statement.status} rests on an evaluation: name at least one (or use status E)`,
      });
    }
    if (statement.status === 'A' && statement.nonCompliances.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['nonCompliances'],
        message: 'status A (fully compliant) lists nothing that is not accessible',
      });
    }
  });
export type AccessibilityStatement = z.infer<typeof accessibilityStatementSchema>;

/** What `GET /{tenant}/help-pages` answers: each page, or null while the municipality has not written it. */
export const helpPagesSchema = z.object({
  contact: contactDetailsSchema.nullable(),
  accessibility: accessibilityStatementSchema.nullable(),
});
export type HelpPages = z.infer<typeof helpPagesSchema>;

/** The web app's screen with the contact details (its route; the e-mails that say "contact the municipality" link to it). */
export const CONTACT_AND_HELP_PATH = '/contact-and-help';

/** The tenant-relative address of the help pages' answer (the server's route and the web app's fetch). */
export const HELP_PAGES_PATH = 'help-pages';
