import { describe, expect, it } from 'vitest';
import {
  asksLeaseProof,
  isRejectedDocument,
  promisesLeaseProof,
  requirementAppliesToPlate,
  requirementMet,
} from './document-rules.js';
import { DOCUMENT_REJECTED_REASON } from './status-codes.js';

describe('a rejected document', () => {
  it('has STATUS_REASON_CODE NVT, however it is written', () => {
    expect(DOCUMENT_REJECTED_REASON).toBe('NVT');
    expect(isRejectedDocument({ STATUS_REASON_CODE: 'NVT' })).toBe(true);
    expect(isRejectedDocument({ STATUS_REASON_CODE: ' nvt ' })).toBe(true);
    expect(isRejectedDocument({ STATUS_REASON_CODE: null })).toBe(false);
    expect(isRejectedDocument({})).toBe(false);
    expect(isRejectedDocument({ STATUS_REASON_CODE: 'OK' })).toBe(false);
  });
});

describe('a met requirement', () => {
  const rejected = { STATUS_REASON_CODE: 'NVT' };
  const waiting = { STATUS_REASON_CODE: null };

  it('needs nothing with MIN_STATUS_LEVEL 0', () => {
    expect(requirementMet({ MIN_STATUS_LEVEL: 0 }, [])).toBe(true);
    expect(requirementMet({ MIN_STATUS_LEVEL: 0 }, [rejected])).toBe(true);
  });

  it('needs one document that is not rejected otherwise', () => {
    expect(requirementMet({ MIN_STATUS_LEVEL: 1 }, [])).toBe(false);
    expect(requirementMet({ MIN_STATUS_LEVEL: 1 }, [rejected])).toBe(false);
    expect(requirementMet({ MIN_STATUS_LEVEL: 1 }, [rejected, waiting])).toBe(true);
    expect(requirementMet({ MIN_STATUS_LEVEL: 2 }, [waiting])).toBe(true);
  });
});

describe('proof of a leased plate', () => {
  it('is asked when the product has a LEASE_PLATE requirement, and only then promised', () => {
    expect(asksLeaseProof([{ scope: 'ADDITIONAL' }, { scope: 'LEASE_PLATE' }])).toBe(true);
    expect(asksLeaseProof([{ scope: 'ADDITIONAL' }, { scope: 'PLATE' }])).toBe(false);
    expect(asksLeaseProof([])).toBe(false);
    expect(promisesLeaseProof({ LEASE_PROOF_YN: 'Y' })).toBe(true);
    expect(promisesLeaseProof({ LEASE_PROOF_YN: 'N' })).toBe(false);
    expect(promisesLeaseProof({})).toBe(false);
  });

  it('a LEASE_PLATE requirement applies to a leased plate, a PLATE one to every plate', () => {
    expect(requirementAppliesToPlate('LEASE_PLATE', { lease_yn: 'Y' })).toBe(true);
    expect(requirementAppliesToPlate('LEASE_PLATE', { lease_yn: 'N' })).toBe(false);
    expect(requirementAppliesToPlate('PLATE', { lease_yn: 'N' })).toBe(true);
    expect(requirementAppliesToPlate('ADDITIONAL', { lease_yn: 'Y' })).toBe(false);
  });
});
