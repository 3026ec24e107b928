import { defineTexts } from '../define.js';

/** The requestable products screen and the catalogue's messages (lifecycle 2.2). */
export const catalogue = defineTexts({});
