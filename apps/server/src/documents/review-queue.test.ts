/**
 * The back office's document queue as a service (decision 034): oldest first a page at a time, the
 * claim a reviewer takes by opening a request (and another sees), the decision only the holder takes,
 * through reviewRequest (documents, applyRequestEvent, the resident's e-mail).
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/index.js';
import { setStaffQueueSettings } from '../tenants/index.js';
import { reviewFixtures } from '../test/review-fixtures.js';
import { testApp } from '../test/support.js';
import { CLAIM_SECONDS } from './review-claim.js';
import {
  composeRejectionReason,
  countReviewQueue,
  decideReview,
  listReviewQueue,
  openReview,
  ReviewQueueError,
  readReviewDocument,
  rejectionReasonsOf,
  releaseReview,
} from './review-queue.js';

const { app, db } = await testApp();
const { awaitingReview, upload, continueRequest } = reviewFixtures(app, db);
const config = { PUBLIC_URL: 'http://localhost:8080', PORT: 8080 };
const anna = { id: 'staff-anna', name: 'Anna Beoordelaar' };
const bert = { id: 'staff-bert', name: 'Bert Beoordelaar' };
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

async function statusOf(tenantId: number, requestId: number) {
  const row = await db
    .selectFrom('requests')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('the document queue', () => {
  it('lists the requests awaiting review oldest first, a page at a time, with the count', async () => {
    const first = await awaitingReview();
    const second = await awaitingReview({ tenant: first.tenant, catalogue: first.catalogue });
    const third = await awaitingReview({ tenant: first.tenant, catalogue: first.catalogue });
    const now = new Date();
    const page1 = await listReviewQueue(db, first.tenant, {
      offset: 0,
      limit: 2,
      reviewer: anna,
      now,
      locale: 'nl_NL',
    });
    expect(page1.total).toBe(3);
    expect(page1.items.map((i) => i.requestId)).toEqual([first.requestId, second.requestId]);
    expect(page1.items[0]).toMatchObject({ relationName: 'Jan Jansen', documentCount: 2, claim: { standing: 'free' } });
    const page2 = await listReviewQueue(db, first.tenant, {
      offset: 2,
      limit: 2,
      reviewer: anna,
      now,
      locale: 'nl_NL',
    });
    expect(page2.items.map((i) => i.requestId)).toEqual([third.requestId]);
    expect(await countReviewQueue(db, first.tenant.id)).toBe(3);
    // Another municipality's queue holds none of them.
    const other = await awaitingReview();
    expect(
      (
        await listReviewQueue(db, other.tenant, { offset: 0, limit: 10, reviewer: anna, now, locale: 'nl_NL' })
      ).items.map((i) => i.requestId),
    ).toEqual([other.requestId]);
  });

  it('the first to open claims the request; the second sees who has it and cannot decide; a lease that ran out is free', async () => {
    const r = await awaitingReview();
    const now = new Date();
    const opened = await openReview(db, r.tenant, r.requestId, { reviewer: anna, now, locale: 'en_EN' });
    expect(opened.claim.standing).toBe('mine');
    expect(opened.documents.map((d) => d.id)).toEqual(r.documentIds);
    const seen = await openReview(db, r.tenant, r.requestId, { reviewer: bert, now: at(now, 60), locale: 'en_EN' });
    expect(seen.claim).toMatchObject({ standing: 'other', staffName: 'Anna Beoordelaar' });
    const listed = await listReviewQueue(db, r.tenant, {
      offset: 0,
      limit: 10,
      reviewer: bert,
      now: at(now, 60),
      locale: 'nl_NL',
    });
    expect(listed.items[0]?.claim).toMatchObject({ standing: 'other', staffName: 'Anna Beoordelaar' });

    const refused = decideReview(
      db,
      r.tenant,
      r.requestId,
      { outcome: 'accepted' },
      { reviewer: bert, now: at(now, 60), config },
    );
    await expect(refused).rejects.toBeInstanceOf(ReviewQueueError);
    await expect(refused).rejects.toMatchObject({ problem: 'claimed' });
    expect(await statusOf(r.tenant.id, r.requestId)).toBe('DOCS_AWAIT_APROVAL');

    const later = at(now, CLAIM_SECONDS + 1);
    const taken = await openReview(db, r.tenant, r.requestId, { reviewer: bert, now: later, locale: 'en_EN' });
    expect(taken.claim.standing).toBe('mine');
    await expect(
      decideReview(db, r.tenant, r.requestId, { outcome: 'accepted' }, { reviewer: anna, now: later, config }),
    ).rejects.toMatchObject({ problem: 'claimed' });
    const result = await decideReview(
      db,
      r.tenant,
      r.requestId,
      { outcome: 'accepted' },
      { reviewer: bert, now: later, config },
    );
    expect(result.statuses[0]).toBe('DOCS_ACCEPTED');
    expect(await statusOf(r.tenant.id, r.requestId)).not.toBe('DOCS_AWAIT_APROVAL');
  });

  it('a released request is free for the next reviewer', async () => {
    const r = await awaitingReview();
    const now = new Date();
    await openReview(db, r.tenant, r.requestId, { reviewer: anna, now, locale: 'en_EN' });
    await releaseReview(db, r.tenant, r.requestId, bert); // not Bert's to give back
    expect((await openReview(db, r.tenant, r.requestId, { reviewer: bert, now, locale: 'en_EN' })).claim.standing).toBe(
      'other',
    );
    await releaseReview(db, r.tenant, r.requestId, anna);
    expect((await openReview(db, r.tenant, r.requestId, { reviewer: bert, now, locale: 'en_EN' })).claim.standing).toBe(
      'mine',
    );
  });

  it('rejects with a listed reason and the reviewer’s words: the resident is e-mailed, uploads again and the request awaits review again', async () => {
    const r = await awaitingReview();
    await setStaffQueueSettings(db, r.tenant.id, { rejectionReasons: ['Onleesbaar', 'Verlopen'] });
    const now = new Date();
    await openReview(db, r.tenant, r.requestId, { reviewer: anna, now, locale: 'en_EN' });
    await expect(
      decideReview(
        db,
        r.tenant,
        r.requestId,
        { outcome: 'rejected_upload', reason: 'Made up', freeText: '' },
        { reviewer: anna, now, config },
      ),
    ).rejects.toMatchObject({ problem: 'unknown_reason' });
    const result = await decideReview(
      db,
      r.tenant,
      r.requestId,
      { outcome: 'rejected_upload', reason: 'Onleesbaar', freeText: '  the photo is   blurred ' },
      { reviewer: anna, now, config },
    );
    expect(result.statuses).toEqual(['DOCS_REJECTED_UPLOAD']);
    expect(result.mailId).not.toBeNull();
    const mail = (await readOutbox(db, r.tenant.id)).find((m) => m.id === result.mailId);
    expect(mail?.body ?? JSON.stringify(mail)).toContain('Onleesbaar: the photo is blurred');
    const stored = await db
      .selectFrom('documents')
      .select('status_reason_text')
      .where('tenant_id', '=', r.tenant.id)
      .where('request_id', '=', r.requestId)
      .execute();
    expect(stored.map((d) => d.status_reason_text)).toContain('Onleesbaar: the photo is blurred');
    // The claim went with the decision; the resident uploads again and the request is back in the queue.
    await upload(r, 'plate');
    await upload(r, 'additional');
    expect(await continueRequest(r)).toBe('DOCS_AWAIT_APROVAL');
    expect((await openReview(db, r.tenant, r.requestId, { reviewer: bert, now, locale: 'en_EN' })).claim.standing).toBe(
      'mine',
    );
  });

  it('shows only a document of the request opened, and only while it awaits review', async () => {
    const r = await awaitingReview();
    const other = await awaitingReview({ tenant: r.tenant, catalogue: r.catalogue });
    const { document, data } = await readReviewDocument(db, r.tenant, r.requestId, r.documentIds[0] as number);
    expect(document.contentType).toBe('application/pdf');
    expect(Buffer.from(data).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(readReviewDocument(db, r.tenant, r.requestId, other.documentIds[0] as number)).rejects.toMatchObject({
      problem: 'not_found',
    });
    const elsewhere = await awaitingReview();
    await expect(
      readReviewDocument(db, elsewhere.tenant, r.requestId, r.documentIds[0] as number),
    ).rejects.toMatchObject({
      problem: 'not_found',
    });
  });

  it('offers the municipality’s reasons, else the bundled ones; composes the resident’s reason', async () => {
    const r = await awaitingReview();
    expect((await rejectionReasonsOf(db, r.tenant)).length).toBe(5);
    await setStaffQueueSettings(db, r.tenant.id, { rejectionReasons: ['A'] });
    expect(await rejectionReasonsOf(db, r.tenant)).toEqual(['A']);
    expect(composeRejectionReason(['A'], 'A', '')).toBe('A');
    expect(composeRejectionReason(['A'], 'A', ' x\n y ')).toBe('A: x y');
    expect(() => composeRejectionReason(['A'], 'B', 'x')).toThrow(ReviewQueueError);
  });
});
