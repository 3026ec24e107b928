/**
 * A route that answers a file instead of JSON (a document under review, a SEPA file): the handler
 * returns this object and the staff API sends its bytes with the content type, as `inline` (shown in
 * the browser, sandboxed) or `attachment` (downloaded), never sniffed and never run (decision 034).
 */
import { z } from 'zod';

export const staffFileAnswer = z.object({
  contentType: z.string(),
  filename: z.string(),
  disposition: z.enum(['inline', 'attachment']),
  data: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'bytes'),
});
export type StaffFileAnswer = z.infer<typeof staffFileAnswer>;
