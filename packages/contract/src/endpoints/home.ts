/** Overview counts behind the home tiles and the cart badge (core 2.11, 3.6). */
import { z } from 'zod';
import { OVERVIEW_COUNT_NAMES } from '../constants.js';
import { defineEndpoint } from '../endpoint.js';
import { noParams } from '../params.js';

export const overviewCount = z.object({
  NAME: z.enum(OVERVIEW_COUNT_NAMES),
  VALUE: z.number().int().min(0),
  /** 1 normal, 2 attention, 3 action needed. */
  ALERT_LEVEL: z.number().int().min(1).max(3),
  /** A design-token colour name: neutral, info, warning, danger. */
  COLOR_CODE: z.string(),
});
export type OverviewCount = z.infer<typeof overviewCount>;

export const getOverviewCounts = defineEndpoint({
  name: 'eloket/get_overview_counts',
  area: 'home',
  access: 'session',
  params: noParams,
  result: overviewCount,
  spec: 'core 2.11, 3.6, 7.3',
});

/** An announcement of the municipality for this resident, in their language (issue 28). */
export const homeAnnouncement = z.object({
  ID: z.number().int(),
  TITLE: z.string(),
  BODY: z.string(),
  /** YYYY-MM-DD, the first and last day it is shown. */
  FROM_DATE: z.string(),
  UNTIL_DATE: z.string(),
});
export type HomeAnnouncement = z.infer<typeof homeAnnouncement>;

export const getAnnouncements = defineEndpoint({
  name: 'eloket/get_announcements',
  area: 'home',
  access: 'session',
  params: noParams,
  result: homeAnnouncement,
  spec: 'core 2.11 (ours, decision 040)',
});
