/**
 * Which announcements a resident sees (issue 28), as pure rules: an announcement is live from its first day until
 * its last (both included, Europe/Amsterdam days) unless withdrawn, and reaches a resident who holds one of its
 * products (an active permit of that permit type) or lives or holds a permit in one of its zones. Its text is
 * the resident's language's, Dutch for any other.
 */
import { type Locale, languageOf } from '@parkeerloket/contract';

export interface AnnouncementRule {
  permitTypeIds: readonly number[];
  areaIds: readonly number[];
  fromDate: string;
  untilDate: string;
  withdrawn: boolean;
}

/** What the rule asks of a resident: the permit types they hold now, and the zones they live or hold a permit in. */
export interface AnnouncementAudience {
  permitTypeIds: ReadonlySet<number>;
  areaIds: ReadonlySet<number>;
}

/** Whether the announcement is shown on `today` (YYYY-MM-DD): from its first day through its last, not withdrawn. */
export function isLiveOn(rule: AnnouncementRule, today: string): boolean {
  return !rule.withdrawn && rule.fromDate <= today && today <= rule.untilDate;
}

/** Whether the resident is one the announcement is for: a holder of one of its products or in one of its zones. */
export function reachesResident(rule: AnnouncementRule, audience: AnnouncementAudience): boolean {
  return (
    rule.permitTypeIds.some((id) => audience.permitTypeIds.has(id)) ||
    rule.areaIds.some((id) => audience.areaIds.has(id))
  );
}

/** Live today and for this resident. */
export function announcementMatches(rule: AnnouncementRule, audience: AnnouncementAudience, today: string): boolean {
  return isLiveOn(rule, today) && reachesResident(rule, audience);
}

export interface AnnouncementTexts {
  titleNl: string;
  titleEn: string;
  bodyNl: string;
  bodyEn: string;
}

/** The title and text in the resident's language: English for English, Dutch otherwise. */
export function announcementText(texts: AnnouncementTexts, locale: Locale): { title: string; body: string } {
  return languageOf(locale) === 'en'
    ? { title: texts.titleEn, body: texts.bodyEn }
    : { title: texts.titleNl, body: texts.bodyNl };
}
