import { describe, expect, it } from 'vitest';
import {
  asksLeaseProof,
  isRejectedDocument,
  promisesLeaseProof,
  requirementAppliesToPlate,
  requirementMet,
  stagesAfterSending,
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

describe('what can follow sending, for the step indicator (issue 24, defect 7)', () => {
  const product = { minPlates: 1, maxPlates: 1, leaseAllowed: true, confirmationRequired: false };
  const lease = { scope: 'LEASE_PLATE', min_status_level: 1 };
  const additional = { scope: 'ADDITIONAL', min_status_level: 1 };
  it('the upload stage when any document can be asked', () => {
    expect(stagesAfterSending([], product)).toEqual({ documents: false, confirmation: false });
    expect(stagesAfterSending([lease], product).documents).toBe(true);
    expect(stagesAfterSending([lease], { ...product, leaseAllowed: false }).documents).toBe(false);
    expect(
      stagesAfterSending([{ scope: 'PLATE', min_status_level: 1 }], { ...product, minPlates: 0, maxPlates: 0 }),
    ).toEqual({
      documents: false,
      confirmation: false,
    });
    expect(stagesAfterSending([additional], { ...product, maxPlates: 0 }).documents).toBe(true);
  });
  it('the confirmation in the same visit unless a required document always goes to review first', () => {
    const confirming = { ...product, confirmationRequired: true };
    expect(stagesAfterSending([], confirming)).toEqual({ documents: false, confirmation: true });
    expect(stagesAfterSending([lease], confirming)).toEqual({ documents: true, confirmation: true });
    expect(stagesAfterSending([lease, additional], confirming)).toEqual({ documents: true, confirmation: false });
    expect(stagesAfterSending([{ ...additional, min_status_level: 0 }], confirming).confirmation).toBe(true);
  });
});
