import { defineTexts } from '../define.js';

/** The request flow's stages, summary card and dialogs (lifecycle 2.3, 4.1, 8). */
export const requestFlow = defineTexts({});
