import { describe, expect, it } from 'vitest';
import { isRejectedDocument, requirementMet } from './document-rules.js';
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
