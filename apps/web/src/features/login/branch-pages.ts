/**
 * Paging of the branch list (core 2.7): page 1 first (asked for explicitly, so a reloaded
 * screen starts again at the top), then page PAGENUMBER + 1 while PAGENUMBER < NUMPAGES.
 */
import type { Branch, BranchPage } from '@parkeerloket/contract';

export const FIRST_BRANCH_PAGE = 1;

/**
 * The page to ask for after `pages`, or undefined when all are there. A page number that
 * does not go forward ends the paging, so an odd answer can never make the list load forever.
 */
export function nextBranchPageNumber(pages: readonly BranchPage[]): number | undefined {
  const last = pages.at(-1);
  if (last === undefined) return FIRST_BRANCH_PAGE;
  if (last.PAGENUMBER >= last.NUMPAGES) return undefined;
  const next = last.PAGENUMBER + 1;
  // Page n + 1 follows n pages; an answer that repeats or goes back would otherwise ask for the same page forever.
  return next > pages.length && pages.every((page) => page.PAGENUMBER < next) ? next : undefined;
}

/** All branches loaded so far, in page order, each once. */
export function branchesOf(pages: readonly BranchPage[]): Branch[] {
  const seen = new Set<string>();
  const branches: Branch[] = [];
  for (const page of pages) {
    for (const branch of page.BRANCHNUMBERS) {
      if (seen.has(branch.BRANCHNUMBER)) continue;
      seen.add(branch.BRANCHNUMBER);
      branches.push(branch);
    }
  }
  return branches;
}

/** Lower case, accents and punctuation dropped, runs of spaces as one: "Schoolstraat 25" finds "Schoolstraat 25,". */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Whether a branch matches what was typed in the branch choice's search field (issue 24): every word typed begins a
 * word of the branch's description (trade name, street and house number, town), in any order, without regard to case
 * or accents; a number of four digits or more may also be part of the branch number. An empty search matches all.
 */
export function matchesBranch(branch: Branch, query: string): boolean {
  const words = searchable(query).split(' ').filter(Boolean);
  const description = ` ${searchable(branch.DESCRIPTION ?? '')}`;
  return words.every(
    (word) => description.includes(` ${word}`) || (/^\d{4,}$/.test(word) && branch.BRANCHNUMBER.includes(word)),
  );
}
