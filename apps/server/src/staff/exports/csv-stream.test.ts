import { describe, expect, it } from 'vitest';
import { csvChunks } from './csv-stream.js';

function source(total: number) {
  const calls: number[] = [];
  return {
    calls,
    header: ['id', 'name'],
    async batch(afterId: number, limit: number) {
      calls.push(afterId);
      const rows = [];
      for (let id = afterId + 1; id <= Math.min(total, afterId + limit); id++) rows.push({ id, name: `n${id}` });
      return rows;
    },
    values: (row: { id: number; name: string }) => [row.id, row.name],
  };
}

describe('csvChunks', () => {
  it('writes a BOM and the header, then each batch after the last id, until a short batch', async () => {
    const s = source(5);
    const chunks: string[] = [];
    for await (const chunk of csvChunks(s, ',', 2)) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFid,name\r\n', '1,n1\r\n2,n2\r\n', '3,n3\r\n4,n4\r\n', '5,n5\r\n']);
    expect(s.calls).toEqual([0, 2, 4]);
  });

  it('stops on an empty batch when the rows fill the last batch exactly', async () => {
    const s = source(4);
    const chunks: string[] = [];
    for await (const chunk of csvChunks(s, ';', 2)) chunks.push(chunk);
    expect(chunks).toHaveLength(3);
    expect(s.calls).toEqual([0, 2, 4]);
  });

  it('is pulled: it reads a batch only when the next chunk is asked for (backpressure)', async () => {
    const s = source(100);
    const chunks = csvChunks(s, ',', 10);
    await chunks.next();
    expect(s.calls).toEqual([]);
    await chunks.next();
    await chunks.next();
    expect(s.calls).toEqual([0, 10]);
    await chunks.return(undefined);
    expect(s.calls).toEqual([0, 10]);
  });
});
