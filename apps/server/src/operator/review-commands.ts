/**
 * The operator's document review commands (docs/documents.md): a municipality employee lists the
 * requests awaiting approval, writes a document to a file to open it, and decides per document and
 * per request. The decisions themselves are documents/review-service.ts.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import {
  listReviews,
  type RequestOutcome,
  ReviewError,
  readDocumentForReview,
  reviewDocument,
  reviewRequest,
} from '../documents/index.js';
import { requireTenant, TenantAdminError } from '../tenants/index.js';

export const REVIEW_COMMANDS = ['list-reviews', 'show-document', 'review-document', 'review'] as const;

export const REVIEW_HELP = `Document review (docs/documents.md)
  list-reviews <code>                            Requests awaiting approval (DOCS_AWAIT_APROVAL) with their documents.
  show-document <code> <docId> --to=<file>       Write a document to a new file to open it (the access is logged).
  review-document <code> <docId> accept          Accept one document; the request waits for the request decision.
  review-document <code> <docId> reject --reason="..."   Reject one document (the resident reads the reason).
  review <code> <requestId> accept               Accept the documents; the request moves on and the resident is e-mailed.
  review <code> <requestId> reject --reason="..."         Reject the request (final); the resident is e-mailed.
  review <code> <requestId> reject-upload --reason="..." [--documents=<id,id>]
                                                 Reject documents (named, else those rejected with review-document,
                                                 else all awaiting review); the resident uploads new ones.
                                                 Every review takes --by="<name>" for the audit log (default: system user).`;

export function isReviewCommand(command: string): boolean {
  return (REVIEW_COMMANDS as readonly string[]).includes(command);
}

const OUTCOMES: Record<string, RequestOutcome> = {
  accept: 'accepted',
  reject: 'rejected',
  'reject-upload': 'rejected_upload',
};

const LEVELS: Record<number, string> = { 0: 'rejected', 1: 'awaiting review', 2: 'accepted' };

function size(bytes: number): string {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1_048_576
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / 1_048_576).toFixed(2)} MB`;
}

function parseId(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw new TenantAdminError(`Give the ${what} as a number`);
  return Number(value);
}

function parseIds(value: string | boolean | undefined): number[] | undefined {
  if (value === undefined || value === false) return undefined;
  if (typeof value !== 'string' || !/^\d+(,\d+)*$/.test(value.replace(/\s/g, ''))) {
    throw new TenantAdminError('--documents takes document ids separated by commas, e.g. --documents=12,13');
  }
  return value.replace(/\s/g, '').split(',').map(Number);
}

function text(flags: Record<string, string | boolean>, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}

export async function runReviewCommand(
  db: Database,
  command: string,
  args: readonly string[],
  flags: Record<string, string | boolean>,
  write: (text: string) => void,
): Promise<void> {
  const say = (line: string) => write(`${line}\n`);
  const by = text(flags, 'by')?.trim() || userInfo().username || 'operator';
  try {
    const tenant = await requireTenant(db, args[0] ?? '');
    switch (command) {
      case 'list-reviews': {
        const listings = await listReviews(db, tenant);
        if (listings.length === 0) say('No requests await approval.');
        for (const item of listings) {
          const plates = item.plates.map((p) => `${p.plate}${p.lease ? ' (lease)' : ''}`).join(', ') || '-';
          say(
            `Request ${item.request.id}  ${item.product}  ${item.relationName} (relation ${item.request.relation_id})  waiting since ${item.waitingSince.toISOString()}`,
          );
          say(`  plates: ${plates}`);
          for (const d of item.documents) {
            const reason = d.statusReasonText ? ` (${d.statusReasonText})` : '';
            say(
              `  document ${d.id}\t${d.requirement}\t${d.licensePlate || '-'}\t${d.filename}\t${d.contentType}\t${size(d.size)}\t${LEVELS[d.statusLevel] ?? d.statusLevel}${reason}`,
            );
          }
          if (item.documents.length === 0) say('  (no documents)');
        }
        return;
      }
      case 'show-document': {
        const documentId = parseId(args[1], 'document id');
        const to = text(flags, 'to');
        if (!to) throw new TenantAdminError('Give the file to write with --to=<file>');
        let digest = '';
        const document = await readDocumentForReview(db, tenant, documentId, by, async (_, data) => {
          digest = createHash('sha256').update(data).digest('hex');
          // 'wx': never overwrite a file that is already there; readable by the employee only.
          await writeFile(to, data, { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
            throw new TenantAdminError(
              error.code === 'EEXIST'
                ? `${to} already exists; choose another file`
                : `Cannot write ${to} (${error.code})`,
            );
          });
        });
        say(
          `Document ${document.id} (${document.filename}, ${document.contentType}, ${size(document.size)}) written to ${to}.`,
        );
        if (digest !== document.sha256) say('warning: the file differs from what was uploaded (checksum mismatch)');
        return;
      }
      case 'review-document': {
        const documentId = parseId(args[1], 'document id');
        const verdict = args[2];
        if (verdict !== 'accept' && verdict !== 'reject') throw new TenantAdminError('Say accept or reject');
        const document = await reviewDocument(
          db,
          tenant,
          documentId,
          verdict === 'accept' ? { accept: true, by } : { accept: false, reason: text(flags, 'reason') ?? '', by },
        );
        say(
          `Document ${document.id} ${LEVELS[document.statusLevel]}. Request ${document.requestId} still awaits your decision: review ${tenant.code} ${document.requestId} accept | reject | reject-upload`,
        );
        return;
      }
      case 'review': {
        const requestId = parseId(args[1], 'request id');
        const outcome = OUTCOMES[args[2] ?? ''];
        if (!outcome) throw new TenantAdminError('Say accept, reject or reject-upload');
        const documentIds = parseIds(flags.documents);
        const result = await reviewRequest(
          db,
          tenant,
          requestId,
          { outcome, reason: text(flags, 'reason'), by, ...(documentIds ? { documentIds } : {}) },
          loadConfig(),
        );
        say(`Request ${requestId}: ${result.from} -> ${result.statuses.join(' -> ')}.`);
        if (result.accepted.length > 0) say(`  accepted documents: ${result.accepted.join(', ')}`);
        if (result.rejected.length > 0) say(`  rejected documents: ${result.rejected.join(', ')}`);
        say(
          result.mailId === null
            ? '  The resident has no e-mail address: tell them another way.'
            : `  The resident is e-mailed (outbox ${result.mailId}).`,
        );
        return;
      }
      default:
        throw new TenantAdminError(`Unknown review command "${command}"`);
    }
  } catch (error) {
    if (error instanceof ReviewError) throw new TenantAdminError(error.message);
    throw error;
  }
}
