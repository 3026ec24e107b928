import { defineTexts } from '../define.js';

/** The licence plate manager and its dialog (lifecycle 2.4, 5, 9). */
export const licensePlates = defineTexts({});
