import { describe, expect, it } from 'vitest';
import {
  type AnnouncementRule,
  announcementMatches,
  announcementText,
  isLiveOn,
  reachesResident,
} from './announcement-rules.js';

const rule = (overrides: Partial<AnnouncementRule> = {}): AnnouncementRule => ({
  permitTypeIds: [10],
  areaIds: [],
  fromDate: '2026-03-01',
  untilDate: '2026-03-31',
  withdrawn: false,
  ...overrides,
});
const audience = (permitTypeIds: number[], areaIds: number[] = []) => ({
  permitTypeIds: new Set(permitTypeIds),
  areaIds: new Set(areaIds),
});

describe('an announcement’s date window', () => {
  it('is live from its first day through its last, both included', () => {
    expect(isLiveOn(rule(), '2026-02-28')).toBe(false);
    expect(isLiveOn(rule(), '2026-03-01')).toBe(true);
    expect(isLiveOn(rule(), '2026-03-15')).toBe(true);
    expect(isLiveOn(rule(), '2026-03-31')).toBe(true);
    expect(isLiveOn(rule(), '2026-04-01')).toBe(false);
  });

  it('a one-day announcement is live on that day only', () => {
    const oneDay = rule({ fromDate: '2026-03-05', untilDate: '2026-03-05' });
    expect(['2026-03-04', '2026-03-05', '2026-03-06'].map((d) => isLiveOn(oneDay, d))).toEqual([false, true, false]);
  });

  it('a withdrawn announcement is never live', () => {
    expect(isLiveOn(rule({ withdrawn: true }), '2026-03-15')).toBe(false);
  });
});

describe('who an announcement reaches', () => {
  it('holders of one of its products, and nobody else', () => {
    const forProducts = rule({ permitTypeIds: [10, 11] });
    expect(reachesResident(forProducts, audience([11]))).toBe(true);
    expect(reachesResident(forProducts, audience([12]))).toBe(false);
    expect(reachesResident(forProducts, audience([]))).toBe(false);
  });

  it('residents of one of its zones', () => {
    const forZones = rule({ permitTypeIds: [], areaIds: [3] });
    expect(reachesResident(forZones, audience([], [3]))).toBe(true);
    expect(reachesResident(forZones, audience([10], [4]))).toBe(false);
  });

  it('a product or a zone is enough when it names both', () => {
    const both = rule({ permitTypeIds: [10], areaIds: [3] });
    expect(reachesResident(both, audience([10], []))).toBe(true);
    expect(reachesResident(both, audience([], [3]))).toBe(true);
    expect(reachesResident(both, audience([11], [4]))).toBe(false);
  });

  it('matches only inside its window', () => {
    expect(announcementMatches(rule(), audience([10]), '2026-03-10')).toBe(true);
    expect(announcementMatches(rule(), audience([10]), '2026-04-10')).toBe(false);
    expect(announcementMatches(rule(), audience([11]), '2026-03-10')).toBe(false);
  });
});

describe('the language an announcement is shown in', () => {
  const texts = { titleNl: 'Werkzaamheden', titleEn: 'Roadworks', bodyNl: 'Dicht', bodyEn: 'Closed' };
  it('English for English, Dutch for Dutch', () => {
    expect(announcementText(texts, 'en_EN')).toEqual({ title: 'Roadworks', body: 'Closed' });
    expect(announcementText(texts, 'nl_NL')).toEqual({ title: 'Werkzaamheden', body: 'Dicht' });
  });
});
