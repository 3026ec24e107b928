/**
 * zod without its compiled fast path: zod probes whether it may compile code (`new Function`), which the
 * portal's Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses and reports. Imported first.
 */
import { z } from 'zod';

z.config({ jitless: true });
