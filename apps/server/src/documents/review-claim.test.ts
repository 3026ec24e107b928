import { describe, expect, it } from 'vitest';
import { CLAIM_SECONDS, claimStanding, claimUntil } from './review-claim.js';

const now = new Date('2026-03-10T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('review claim', () => {
  it('is free with no claim, mine while my lease runs, another’s while theirs runs', () => {
    expect(claimStanding(null, 'a', now)).toBe('free');
    expect(claimStanding({ staffId: 'a', staffName: 'A', until: later(60) }, 'a', now)).toBe('mine');
    expect(claimStanding({ staffId: 'a', staffName: 'A', until: later(60) }, 'b', now)).toBe('other');
  });

  it('is free for everyone once the lease ran out, at the very moment it ends', () => {
    const claim = { staffId: 'a', staffName: 'A', until: later(0) };
    expect(claimStanding(claim, 'a', now)).toBe('free');
    expect(claimStanding(claim, 'b', now)).toBe('free');
    expect(claimStanding({ ...claim, until: later(-1) }, 'b', now)).toBe('free');
    expect(claimStanding({ ...claim, until: later(1) }, 'b', now)).toBe('other');
  });

  it('leases for CLAIM_SECONDS from now', () => {
    expect(claimUntil(now).getTime() - now.getTime()).toBe(CLAIM_SECONDS * 1000);
    expect(CLAIM_SECONDS).toBeGreaterThanOrEqual(5 * 60);
  });
});
