/**
 * The counter's pure rules (issue 28): an identification counts for COUNTER_IDENTIFICATION_MINUTES, and a counter
 * request becomes exactly the wire parameters the portal's endpoint schema accepts.
 */
import { COUNTER_IDENTIFICATION_MINUTES, requestPermit } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import {
  identificationCutoff,
  isIdentificationWay,
  presentIdentification,
  requestPermitWire,
} from './counter-rules.js';

describe('the identification', () => {
  it('counts for COUNTER_IDENTIFICATION_MINUTES from when it was recorded', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(COUNTER_IDENTIFICATION_MINUTES).toBe(30);
    expect(identificationCutoff(now).toISOString()).toBe('2026-11-27T09:30:00.000Z');
    expect(presentIdentification('phone-questions', now)).toEqual({
      way: 'phone-questions',
      at: '2026-11-27T10:00:00.000Z',
      validUntil: '2026-11-27T10:30:00.000Z',
    });
  });

  it('knows only the two ways', () => {
    expect(isIdentificationWay('counter-id-document')).toBe(true);
    expect(isIdentificationWay('phone-questions')).toBe(true);
    expect(isIdentificationWay('e-mail')).toBe(false);
    expect(isIdentificationWay(undefined)).toBe(false);
  });
});

describe('a counter request as the portal sends it', () => {
  const body = {
    permitTypeId: 3,
    areaId: 2,
    startDate: '2026-12-01',
    priceLineId: 7,
    staffel: 1,
    plates: ['ab-12-cd'],
    priceCents: 5_050,
  };

  it("parses with the portal's own schema: plates normalised, the price in cents again, a later day as the day", () => {
    const wire = requestPermitWire(body, 11, 42, new Date('2026-11-27T10:00:00Z'));
    const parsed = requestPermit.params.parse(wire);
    expect(parsed).toEqual(
      expect.objectContaining({
        p_pte_id: 3,
        p_ara_id: 2,
        p_lcn_id: 11,
        p_priceline_id: 7,
        p_addressid: 42,
        p_valid_from: '2026-12-01',
        p_price: 5_050,
        p_licenseplates: [{ LICENSE_PLATE: 'AB12CD' }],
        p_valid_days: [],
      }),
    );
  });

  it('sends today as the moment, as the browser does, and a specific location as LOCATI', () => {
    const wire = requestPermitWire(
      { ...body, startDate: '2026-11-27', specificLocation: 'Voor nummer 12' },
      11,
      null,
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(wire.p_valid_from).toBe('2026-11-27T11:00:00');
    expect(wire.p_addressid).toBe('');
    expect(requestPermit.params.parse(wire).p_request_details).toEqual([{ CODE: 'LOCATI', VALUE: 'Voor nummer 12' }]);
  });
});
