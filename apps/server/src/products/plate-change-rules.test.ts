import { describe, expect, it } from 'vitest';
import { OPEN_REQUEST_STATUSCODES } from '../requests/index.js';
import {
  canAlterPlates,
  type PendingChange,
  type PlateChangeFacts,
  pendingChangeOf,
  plateChangeRefusal,
} from './plate-change-rules.js';

const STATES = ['ACTIVE', 'PLANNED', 'ENDED'] as const;
const PENDING: PendingChange[] = ['none', 'paused', 'to_be_paid'];

describe('plate change rule', () => {
  it('walks every permit state, pending change and plate count against a product of 1 to 2 plates', () => {
    for (const permitState of STATES) {
      for (const pending of PENDING) {
        for (const count of [0, 1, 2, 3]) {
          const facts: PlateChangeFacts = { permitState, minPlates: 1, maxPlates: 2, pending };
          const expected =
            permitState === 'ENDED'
              ? 'ended'
              : pending === 'paused'
                ? 'paused'
                : pending === 'to_be_paid'
                  ? 'to_be_paid'
                  : count < 1 || count > 2
                    ? 'plate_count'
                    : null;
          expect(plateChangeRefusal(facts, count), `${permitState} ${pending} ${count}`).toBe(expected);
        }
      }
      expect(canAlterPlates({ permitState, maxPlates: 2 })).toBe(permitState !== 'ENDED');
    }
  });

  it('offers no plate change for a product without plates', () => {
    expect(canAlterPlates({ permitState: 'ACTIVE', maxPlates: 0 })).toBe(false);
    expect(plateChangeRefusal({ permitState: 'ACTIVE', minPlates: 0, maxPlates: 0, pending: 'none' }, 0)).toBe(
      'no_plates',
    );
  });

  it('reads a waiting change from its request statuses: unpaid wins over paused, finished ones do not count', () => {
    expect(pendingChangeOf([])).toBe('none');
    expect(pendingChangeOf(['PERMIT_CREATED', 'CANCELLED'])).toBe('none');
    for (const status of OPEN_REQUEST_STATUSCODES) {
      expect(pendingChangeOf(['PERMIT_CREATED', status])).toBe(status === 'AWAIT_PAYMENT' ? 'to_be_paid' : 'paused');
    }
    expect(pendingChangeOf(['DOCS_UPLOAD', 'AWAIT_PAYMENT'])).toBe('to_be_paid');
  });
});
