/**
 * The exports through the staff API (issue 28, decision 042): a filtered CSV of the municipality's own
 * rows only, one audit row with the filters, other roles and another municipality refused, and the
 * answer streamed (chunked, its first bytes before its last).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { tenantWithRefundOrders } from '../../test/refund-fixtures.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, testApp } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../../test/test-permits.js';

const { app, db } = await testApp();

afterAll(() => app.close());

function parseCsv(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  const [header, ...rows] = lines.map((l) => l.split(','));
  return { header: header as string[], rows };
}

async function tenantWithPermits() {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { firstname: 'Ans', lastname: 'Export' });
  await issuePermit(db, tenant, relationId, {
    type: 'MAAND',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    priceCents: 12_000,
  });
  await issuePermit(db, tenant, relationId, {
    type: 'KOSTEN',
    validFrom: '2026-03-01',
    validTo: '2026-03-31',
    priceCents: 3_100,
  });
  await issuePermit(db, tenant, relationId, {
    type: 'MAAND',
    validFrom: '2026-06-01',
    validTo: '2027-05-31',
    priceCents: 12_000,
  });
  return { tenant, relationId };
}

describe('the exports', () => {
  it('Financiën downloads the permits of a period as CSV, and the export is audited once with its filters', async () => {
    const { tenant, relationId } = await tenantWithPermits();
    const other = await tenantWithPermits();
    const fin = await signInStaff(app, tenant.code, ['financien'], 'Fenna', { db });
    const answer = await staffCall(app, tenant.code, 'GET', '/exporten/vergunningen', {
      cookie: fin.cookie,
      query: { from: '2026-02-01', to: '2026-12-31' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="vergunningen-/);
    const { header, rows } = parseCsv(answer.body);
    expect(header.slice(0, 4)).toEqual(['id', 'permit_number', 'relation_id', 'request_id']);
    expect(rows.map((r) => r[header.indexOf('valid_from')])).toEqual(['2026-03-01', '2026-06-01']);
    expect(rows.every((r) => r[header.indexOf('relation_id')] === String(relationId))).toBe(true);
    expect(rows.map((r) => r[header.indexOf('relation_id')])).not.toContain(String(other.relationId));

    const audit = await db
      .selectFrom('staff_audit')
      .select(['action', 'object_type', 'after', 'staff_name'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'export-vergunningen', object_type: 'export', staff_name: 'Fenna' });
    expect(JSON.stringify(audit[0]?.after)).toContain('2026-02-01');
  });

  it('writes with a semicolon when asked, and filters on status', async () => {
    const { tenant } = await tenantWithPermits();
    const fin = await signInStaff(app, tenant.code, ['auditor'], 'Aart', { db });
    const answer = await staffCall(app, tenant.code, 'GET', '/exporten/vergunningen', {
      cookie: fin.cookie,
      query: { separator: 'semicolon', status: 'ENDED' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toBe(
      `\uFEFFid;permit_number;relation_id;request_id;permit_type_id;area_id;location_id;valid_from;valid_to;status;planned_end_date;ended_on;end_reason;price_cents;created_at\r\n`,
    );
  });

  it('defuses a value a spreadsheet would run: refund orders by a staff member named as a formula', async () => {
    const tenant = await tenantWithRefundOrders(db, [
      { amountCents: 2500, iban: 'NL91ABNA0417164300', owner: 'A' },
      { amountCents: 2600, iban: 'NL91ABNA0417164300', owner: 'B' },
    ]);
    await sql`update refund_orders set ordered_by = '=HYPERLINK("http://x","y")', status = 'APPROVED'
               where tenant_id = ${tenant.id} and amount_cents = 2600`.execute(db);
    const staff = await signInStaff(app, tenant.code, ['beheerder'], 'Bea', { db });
    const answer = await staffCall(app, tenant.code, 'GET', '/exporten/terugbetalingen', {
      cookie: staff.cookie,
      query: { status: 'APPROVED' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'id,relation_id,permit_id,payment_id,amount_cents,status,end_date,export_id,ordered_by,approved_by,created_at,settled_at',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,2600,APPROVED,2026-03-10,,"'=HYPERLINK(""http://x"",""y"")",,`);
  });

  it('refuses the roles without exports, a signed-out caller, another municipality and bad filters', async () => {
    const { tenant } = await tenantWithPermits();
    const other = await createTenant(db);
    for (const role of ['klantcontact', 'beoordelaar'] as const) {
      const staff = await signInStaff(app, tenant.code, [role], `Rol ${role}`, { db });
      for (const kind of ['vergunningen', 'aanvragen', 'betalingen', 'terugbetalingen', 'wachtlijsten']) {
        const refused = await staffCall(app, tenant.code, 'GET', `/exporten/${kind}`, { cookie: staff.cookie });
        expect(refused.statusCode).toBe(403);
      }
    }
    const elsewhere = await signInStaff(app, other.code, ['financien'], 'Elders', { db });
    const cross = await staffCall(app, tenant.code, 'GET', '/exporten/vergunningen', { cookie: elsewhere.cookie });
    expect(cross.statusCode).toBe(401);
    expect((await staffCall(app, tenant.code, 'GET', '/exporten/vergunningen')).statusCode).toBe(401);
    const fin = await signInStaff(app, tenant.code, ['financien'], 'Fenna', { db });
    const bad = await staffCall(app, tenant.code, 'GET', '/exporten/vergunningen', {
      cookie: fin.cookie,
      query: { from: '1 januari', status: 'GONE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(
      bad
        .json()
        .invalidParams.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['query.from', 'query.status']);
    const audit = await db.selectFrom('staff_audit').select('id').where('tenant_id', '=', tenant.id).execute();
    expect(audit).toHaveLength(0);
  });

  it('streams: a large export arrives chunked, its first bytes before its end, every row once', async () => {
    const tenant = await createTenant(db);
    const relationId = await createRelation(db, tenant, { firstname: 'Veel', lastname: 'Betalingen' });
    const total = 12_345;
    await sql`
      insert into payments (tenant_id, relation_id, reference, method, status, amount_cents, locale)
      select ${tenant.id}, ${relationId}, 'bulk-reference-padding-' || g, 'paymentlink', 'PAID', g, 'nl_NL'
        from generate_series(1, ${total}) g`.execute(db);
    const fin = await signInStaff(app, tenant.code, ['financien'], 'Fenna', { db });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const { headers, chunks, firstAt, endAt, body } = await new Promise<{
      headers: http.IncomingHttpHeaders;
      chunks: number;
      firstAt: number;
      endAt: number;
      body: string;
    }>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: `/${tenant.code}/beheer/api/v1/exporten/betalingen`,
            headers: { cookie: fin.cookie },
          },
          (res) => {
            let chunks = 0;
            let firstAt = 0;
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => {
              chunks += 1;
              if (!firstAt) firstAt = performance.now();
              parts.push(part);
            });
            res.on('end', () =>
              resolve({
                headers: res.headers,
                chunks,
                firstAt,
                endAt: performance.now(),
                body: Buffer.concat(parts).toString('utf8'),
              }),
            );
            res.on('error', reject);
          },
        )
        .on('error', reject);
    });
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    expect(chunks).toBeGreaterThan(2);
    expect(firstAt).toBeLessThan(endAt);
    const { rows } = parseCsv(body);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[0])).size).toBe(total);
  });
});
