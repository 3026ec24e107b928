import { describe, expect, it } from 'vitest';
import { plateChangeFeeCents } from './plate-change-fee.js';

describe('plateChangeFeeCents (core 3.7 ALTER_LICENSEPLATE_COST)', () => {
  it('is the municipality’s setting where it sets one, also 0 (free)', () => {
    expect(plateChangeFeeCents({ ALTER_LICENSEPLATE_COST: '2,50' }, 500)).toBe(250);
    expect(plateChangeFeeCents({ ALTER_LICENSEPLATE_COST: '12.00' }, 0)).toBe(1200);
    expect(plateChangeFeeCents({ ALTER_LICENSEPLATE_COST: '0' }, 500)).toBe(0);
  });

  it('is the catalogue’s fee of the permit type otherwise, or when the stored setting does not parse', () => {
    expect(plateChangeFeeCents({}, 500)).toBe(500);
    expect(plateChangeFeeCents({ MAX_UPLOAD_MB: '3' }, 0)).toBe(0);
    expect(plateChangeFeeCents({ ALTER_LICENSEPLATE_COST: 'gratis' }, 750)).toBe(750);
  });
});
