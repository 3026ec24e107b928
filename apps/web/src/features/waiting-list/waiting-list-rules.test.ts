import { describe, expect, it } from 'vitest';
import { canRequest, canWithdraw, carriedPlates, hasDocuments, statusTone } from './waiting-list-rules';

describe('waiting-list rules (lifecycle 4.5)', () => {
  it('colours MAX_CHECK_FAILED orange, DISCONTINUED, DISABLED and WITHDRAWN red, the others green', () => {
    expect(statusTone('MAX_CHECK_FAILED')).toBe('warning');
    expect(statusTone('MAX_CHECK_FAILED_WL')).toBe('warning');
    for (const code of ['DISCONTINUED', 'DISABLED', 'WITHDRAWN']) expect(statusTone(code)).toBe('danger');
    expect(statusTone('AWAIT_CONTINUE_WAITING')).toBe('success');
  });

  it('lets an offered entry be requested, and any entry with CAN_CWL Y be withdrawn', () => {
    expect(canRequest({ STATUSCODE: 'AWAIT_CONTINUE_WAITING' })).toBe(true);
    expect(canRequest({ STATUSCODE: 'MAX_CHECK_FAILED_WL' })).toBe(false);
    expect(canWithdraw({ CAN_CWL: 'Y' })).toBe(true);
    expect(canWithdraw({ CAN_CWL: 'N' })).toBe(false);
  });

  it('carries the entry’s plates, and knows whether it has documents', () => {
    expect(carriedPlates({ LICENSE_PLATES: [{ LICENSE_PLATE: 'AB12CD' }, { LICENSE_PLATE: ' ' }] })).toEqual([
      'AB12CD',
    ]);
    expect(carriedPlates({ LICENSE_PLATES: null })).toEqual([]);
    expect(hasDocuments({ DOCUMENTS: [] })).toBe(false);
    expect(hasDocuments({ DOCUMENTS: null })).toBe(false);
  });
});
