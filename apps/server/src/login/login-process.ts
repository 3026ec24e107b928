/**
 * What the login process answers once an identity is proven (core 4.2): wait for the
 * one-time code, choose a branch, or be authorized. Pure: the decision only, no I/O.
 */
import { isPerson } from '@parkeerloket/contract';

export type LoginStep =
  | { kind: 'enter-otp' }
  | { kind: 'choose-branch' }
  | { kind: 'authorize'; branchNumber: string | null };

export function nextLoginStep(input: {
  pending: 'otp' | 'branch' | null;
  relationType: string;
  branchCount: number;
  onlyBranch: string | null;
}): LoginStep {
  if (input.pending === 'otp') return { kind: 'enter-otp' };
  const company = !isPerson(input.relationType);
  if (company && input.branchCount > 1) return { kind: 'choose-branch' };
  return { kind: 'authorize', branchNumber: company && input.branchCount === 1 ? input.onlyBranch : null };
}

export const BRANCH_PAGE_SIZE = 10;

export function pageCount(total: number, size = BRANCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
