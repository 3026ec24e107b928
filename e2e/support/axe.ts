import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe tags its rules (axe has no wcag22a tag). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with a readable list of every violation and the elements involved. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const report = await axeViolations(page);
  expect(report.length, `axe found ${report.length} violation(s) on ${label}:\n\n${report.join('\n\n')}\n`).toBe(0);
}

/**
 * Like expectNoAxeViolations, but the test goes on after a failure (expect.soft), so that one run through several
 * screens reports the violations of all of them.
 */
export async function softExpectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const report = await axeViolations(page);
  expect
    .soft(report.length, `axe found ${report.length} violation(s) on ${label}:\n\n${report.join('\n\n')}\n`)
    .toBe(0);
}

/** The WCAG violations axe finds on the page as it is now, one readable paragraph each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(describeViolation);
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
    return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
  });
  const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
  return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}${more}`;
}
