/**
 * A route that answers a stream of text (a CSV export, issue 28): the handler returns this object and
 * the staff API sends the chunks as they come, as an attachment, with the response's backpressure
 * (the next chunk is asked for only when the previous one has been written), so the server never
 * holds the whole file.
 */
import { z } from 'zod';

export const staffStreamAnswer = z.object({
  contentType: z.string(),
  filename: z.string(),
  chunks: z.custom<AsyncIterable<string>>(
    (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
    'an async iterable of text',
  ),
});
export type StaffStreamAnswer = z.infer<typeof staffStreamAnswer>;
