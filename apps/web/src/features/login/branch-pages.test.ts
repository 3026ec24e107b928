import { describe, expect, it } from 'vitest';
import { branchesOf, matchesBranch, nextBranchPageNumber } from './branch-pages';

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

describe("matchesBranch (the branch choice's search, issue 24)", () => {
  const school = { BRANCHNUMBER: '100000000025', DESCRIPTION: 'Glansrijk, Schoolstraat 25, Voorbeeld' };
  const cafe = { BRANCHNUMBER: '000012345682', DESCRIPTION: 'Café Één, Stationsweg 2, Voorbeeld' };

  it('finds a branch by the beginnings of the words of its name, street, number and town, in any order', () => {
    for (const query of [
      '',
      '  ',
      'school',
      'Schoolstraat 25',
      'voorbeeld schoolstraat',
      'GLANS',
      'schoolstraat, 25',
    ]) {
      expect(matchesBranch(school, query), query).toBe(true);
    }
    for (const query of ['proefdorp', 'straat', 'schoolstraat 2 5x', 'kerkstraat']) {
      expect(matchesBranch(school, query), query).toBe(false);
    }
  });

  it('ignores case and accents, and finds a branch number of four digits or more', () => {
    expect(matchesBranch(cafe, 'cafe een')).toBe(true);
    expect(matchesBranch(cafe, '12345682')).toBe(true);
    expect(matchesBranch(cafe, '5682')).toBe(true);
    expect(matchesBranch(cafe, '56')).toBe(false);
  });
});
