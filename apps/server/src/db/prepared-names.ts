import { createHash } from 'node:crypto';

/** Distinct statements one process keeps prepared on each connection (the database's memory per connection). */
export const PREPARED_LIMIT = 300;

/**
 * Which statement texts run as named (prepared) statements, shared by both databases (decision 015):
 * a text is named the second time it is seen, and at most PREPARED_LIMIT texts are, so statements
 * whose text varies (a list of ids) do not grow without bound. A text the database refused as a
 * prepared statement (a table changed under it: 0A000, cached plan must not change result type) is
 * run unnamed from then on.
 */
export class PreparedNames {
  private readonly seen = new Set<string>();
  private readonly names = new Map<string, string>();
  private readonly refused = new Set<string>();

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.refused.has(text)) return known;
    if (!this.seen.has(text)) {
      if (this.seen.size < PREPARED_LIMIT * 4) this.seen.add(text);
      return undefined;
    }
    if (this.names.size >= PREPARED_LIMIT) return undefined;
    const name = `pl_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names.set(text, name);
    return name;
  }

  refuse(text: string): void {
    this.names.delete(text);
    this.refused.add(text);
  }
}

/** PostgreSQL's answer to a prepared statement whose result type a table change altered. */
export const PLAN_CHANGED = '0A000';
