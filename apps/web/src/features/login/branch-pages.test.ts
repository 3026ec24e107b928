import { describe, expect, it } from 'vitest';
import { branchesOf, nextBranchPageNumber } from './branch-pages';

const page = (PAGENUMBER: number, NUMPAGES: number, numbers: string[]) => ({
  PAGENUMBER,
  NUMPAGES,
  BRANCHNUMBERS: numbers.map((BRANCHNUMBER) => ({ BRANCHNUMBER, DESCRIPTION: `Branch ${BRANCHNUMBER}` })),
});

describe('nextBranchPageNumber', () => {
  it('starts at page 1', () => {
    expect(nextBranchPageNumber([])).toBe(1);
  });

  it('asks for the next page while PAGENUMBER < NUMPAGES', () => {
    expect(nextBranchPageNumber([page(1, 3, ['a'])])).toBe(2);
    expect(nextBranchPageNumber([page(1, 3, ['a']), page(2, 3, ['b'])])).toBe(3);
  });

  it('stops at the last page, and with a single page or none', () => {
    expect(nextBranchPageNumber([page(1, 3, ['a']), page(2, 3, ['b']), page(3, 3, ['c'])])).toBeUndefined();
    expect(nextBranchPageNumber([page(1, 1, ['a'])])).toBeUndefined();
    expect(nextBranchPageNumber([page(1, 0, [])])).toBeUndefined();
  });

  it('stops when the server answers a page number that does not go forward', () => {
    expect(nextBranchPageNumber([page(1, 3, ['a']), page(1, 3, ['a'])])).toBeUndefined();
    expect(nextBranchPageNumber([page(2, 3, ['b']), page(1, 3, ['a'])])).toBeUndefined();
  });
});

describe('branchesOf', () => {
  it('lists the branches of every page in order, each once', () => {
    expect(branchesOf([page(1, 2, ['1', '2']), page(2, 2, ['2', '3'])]).map((b) => b.BRANCHNUMBER)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(branchesOf([])).toEqual([]);
  });
});
