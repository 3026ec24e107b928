/**
 * Zod 4 tries `new Function('')` when it makes an object schema, to see whether it may compile fast parsers;
 * under the staff app's CSP (no 'unsafe-eval') that try is reported as a violation. Imported first in main.tsx,
 * before the contract makes its schemas: the browser parses with the plain parsers and never tries.
 */
import { z } from 'zod';

z.config({ jitless: true });
