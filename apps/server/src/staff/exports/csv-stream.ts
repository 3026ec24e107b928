/**
 * A CSV file as a stream of chunks, read from the database a batch at a time (decision 042): each
 * batch is a keyset page (`id > last id of the previous batch`, in id order), so the query is as
 * cheap on the millionth row as on the first, and works alike on PostgreSQL and the embedded
 * database in its worker thread (no cursor to hold across calls). The generator is pulled: the
 * staff API asks for the next chunk only when the response has taken the previous one, so a slow
 * download holds at most one batch in memory.
 *
 * The rows are not one snapshot: a row added while the export runs is in it when its id comes after
 * the batch being read, and a row changed in between is written as it was when its batch was read.
 */
import { type CsvValue, csvLine } from '@parkeerloket/contract';

/** Rows per batch: about 1 MB of CSV for permits, so memory stays flat and round trips few. */
export const EXPORT_BATCH = 5000;

export interface CsvSource<Row extends { id: number }> {
  header: readonly string[];
  /** The rows after `afterId`, in id order, at most `limit`. */
  batch(afterId: number, limit: number): Promise<Row[]>;
  values(row: Row): readonly CsvValue[];
}

export async function* csvChunks<Row extends { id: number }>(
  source: CsvSource<Row>,
  separator: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<string> {
  // A byte order mark, so a spreadsheet opens accented names as UTF-8.
  yield `\uFEFF${csvLine(source.header, separator)}`;
  let afterId = 0;
  for (;;) {
    const rows = await source.batch(afterId, batchSize);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) chunk += csvLine(source.values(row), separator);
    yield chunk;
    if (rows.length < batchSize) return;
    afterId = (rows[rows.length - 1] as Row).id;
  }
}
