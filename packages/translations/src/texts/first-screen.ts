/**
 * The texts the web app's first chunk carries: the shell, the welcome and settings screens, and the
 * error vocabulary. Every other text the browser needs comes in one chunk per language, loaded with
 * the first screen past the welcome screen (web-texts.ts, apps/web/src/lib/bundled-texts.ts).
 */
import { common } from './common.js';
import { errors } from './errors.js';
import { settings } from './settings.js';
import { shell } from './shell.js';
import { welcome } from './welcome.js';

export const FIRST_SCREEN_TEXTS = { ...common, ...errors, ...shell, ...settings, ...welcome };
