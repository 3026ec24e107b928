/**
 * The refund queue's changes (decision 034): approval with four eyes, the account given by staff,
 * what the bank did, and the export the operator tool and the back office share: with four eyes only
 * approved orders, without it open and approved ones, never an order twice.
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/index.js';
import { setStaffQueueSettings } from '../tenants/index.js';
import { tenantWithRefundOrders } from '../test/refund-fixtures.js';
import { testApp } from '../test/support.js';
import { exportRefunds } from './refund-export.js';
import {
  approveRefundOrder,
  markRefundFailed,
  markRefundPaid,
  RefundOrderError,
  setRefundAccount,
} from './refund-order-service.js';
import { listRefundOrderPage, listRefundOrders, readRefundExportFile } from './termination-repository.js';

const { db } = await testApp();
const debtor = { name: 'Gemeente Test', iban: 'NL91ABNA0417164300' };
const IBAN_A = 'NL02ABNA0123456789';
const IBAN_B = 'NL39RABO0300065264';

async function orders(count: number, fourEyes: boolean) {
  const tenant = await tenantWithRefundOrders(
    db,
    Array.from({ length: count }, (_, i) => ({ amountCents: 1000 + i, iban: IBAN_A, owner: `Owner ${i}` })),
  );
  await setStaffQueueSettings(db, tenant.id, { refundFourEyes: fourEyes });
  const ids = (await listRefundOrders(db, tenant.id)).map((o) => o.id);
  return { tenant, ids };
}

const statusOf = async (tenantId: number, id: number) =>
  (await listRefundOrders(db, tenantId)).find((o) => o.id === id)?.status;

describe('refund orders in the back office', () => {
  it('four eyes: the staff member who gave the account cannot approve; another can, and records who', async () => {
    const { tenant, ids } = await orders(1, true);
    const id = ids[0] as number;
    await setRefundAccount(db, tenant, id, { iban: IBAN_B, owner: 'Jan Jansen' }, { by: 'staff-a' });
    await expect(approveRefundOrder(db, tenant, id, { by: 'staff-a' })).rejects.toMatchObject({ problem: 'four_eyes' });
    expect(await statusOf(tenant.id, id)).toBe('OPEN');
    const { before, after } = await approveRefundOrder(db, tenant, id, { by: 'staff-b' });
    expect(before.status).toBe('OPEN');
    expect(after).toMatchObject({ status: 'APPROVED', approved_by: 'staff-b', ordered_by: 'staff-a', iban: IBAN_B });
  });

  it('four eyes off: the same staff member may order and approve', async () => {
    const { tenant, ids } = await orders(1, false);
    const id = ids[0] as number;
    await setRefundAccount(db, tenant, id, { iban: IBAN_B, owner: 'Jan Jansen' }, { by: 'staff-a' });
    expect((await approveRefundOrder(db, tenant, id, { by: 'staff-a' })).after.status).toBe('APPROVED');
  });

  it('with four eyes, exports only approved orders, once; the file is kept for downloading again', async () => {
    const { tenant, ids } = await orders(3, true);
    const [a, b, c] = ids as [number, number, number];
    expect(await exportRefunds(db, tenant, debtor)).toBeNull();
    await approveRefundOrder(db, tenant, a, { by: 'staff-b' });
    await approveRefundOrder(db, tenant, c, { by: 'staff-b' });
    const file = await exportRefunds(db, tenant, debtor);
    expect(file?.count).toBe(2);
    expect(file?.xml).toContain(`REFUND-${a}`);
    expect(file?.xml).toContain(`REFUND-${c}`);
    expect(file?.xml).not.toContain(`REFUND-${b}<`);
    expect(await statusOf(tenant.id, b)).toBe('OPEN');
    expect(await exportRefunds(db, tenant, debtor)).toBeNull();
    const kept = await readRefundExportFile(db, tenant.id, file?.exportId as number);
    expect(kept).toEqual({ messageId: file?.messageId, xml: file?.xml });
    expect(await readRefundExportFile(db, (await orders(1, true)).tenant.id, file?.exportId as number)).toBeNull();
  });

  it('without four eyes, exports open and approved orders alike (the operator tool’s export-refunds as before)', async () => {
    const { tenant, ids } = await orders(2, false);
    await approveRefundOrder(db, tenant, ids[0] as number, { by: 'staff-b' });
    expect((await exportRefunds(db, tenant, debtor))?.count).toBe(2);
  });

  it('two exports at once never hold the same order', async () => {
    const { tenant, ids } = await orders(6, false);
    const [x, y] = await Promise.all([exportRefunds(db, tenant, debtor), exportRefunds(db, tenant, debtor)]);
    const inFile = (xml: string | undefined) => ids.filter((id) => xml?.includes(`REFUND-${id}<`));
    const first = inFile(x?.xml);
    const second = inFile(y?.xml);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect([...first, ...second].sort()).toEqual([...ids].sort());
  });

  it('records what the bank did: paid, or failed with its reason and back to the queue for another account', async () => {
    const { tenant, ids } = await orders(2, false);
    const [paid, failed] = ids as [number, number];
    await expect(markRefundPaid(db, tenant, paid, { by: 'staff-b' })).rejects.toMatchObject({ problem: 'wrong_state' });
    await exportRefunds(db, tenant, debtor);
    const settled = await markRefundPaid(db, tenant, paid, { by: 'staff-b' });
    expect(settled.after.status).toBe('PAID');
    expect(settled.after.settled_at).toBeInstanceOf(Date);
    // The resident hears it once (issue 26): a second "paid" is refused, so no second message either.
    await expect(markRefundPaid(db, tenant, paid, { by: 'staff-b' })).rejects.toMatchObject({ problem: 'wrong_state' });
    const paidMessages = (await readOutbox(db, tenant.id)).filter((m) => m.kind === 'refund_paid');
    expect(paidMessages).toHaveLength(1);
    expect(paidMessages[0]?.to).toBe('bakkerij@example.nl');
    await expect(markRefundFailed(db, tenant, failed, '  ', { by: 'staff-b' })).rejects.toMatchObject({
      problem: 'invalid_reason',
    });
    const back = await markRefundFailed(db, tenant, failed, 'AC04 account closed', { by: 'staff-b' });
    expect(back.after).toMatchObject({ status: 'FAILED', failure_reason: 'AC04 account closed' });
    const again = await setRefundAccount(db, tenant, failed, { iban: IBAN_B, owner: 'Jan' }, { by: 'staff-a' });
    expect(again.after).toMatchObject({ status: 'OPEN', failure_reason: null, iban: IBAN_B, ordered_by: 'staff-a' });
    const file = await exportRefunds(db, tenant, debtor);
    expect(file?.count).toBe(1);
    expect(file?.xml).toContain(IBAN_B);
  });

  it('refuses a bad account, an unknown order and another municipality’s order', async () => {
    const { tenant, ids } = await orders(1, true);
    const other = await orders(1, true);
    const id = ids[0] as number;
    await expect(setRefundAccount(db, tenant, id, { iban: 'NL00XXXX', owner: 'x' }, { by: 'a' })).rejects.toMatchObject(
      {
        problem: 'invalid_iban',
      },
    );
    await expect(setRefundAccount(db, tenant, id, { iban: IBAN_B, owner: ' ' }, { by: 'a' })).rejects.toBeInstanceOf(
      RefundOrderError,
    );
    await expect(approveRefundOrder(db, other.tenant, id, { by: 'a' })).rejects.toMatchObject({ problem: 'not_found' });
    await expect(approveRefundOrder(db, tenant, 999_999_999, { by: 'a' })).rejects.toMatchObject({
      problem: 'not_found',
    });
  });

  it('pages the orders by state, oldest first, with the count', async () => {
    const { tenant, ids } = await orders(3, true);
    await approveRefundOrder(db, tenant, ids[1] as number, { by: 'b' });
    const open = await listRefundOrderPage(db, tenant.id, { statuses: ['OPEN'] }, { offset: 0, limit: 1 });
    expect(open.total).toBe(2);
    expect(open.items.map((o) => o.id)).toEqual([ids[0]]);
    const approved = await listRefundOrderPage(db, tenant.id, { statuses: ['APPROVED'] }, { offset: 0, limit: 10 });
    expect(approved.items.map((o) => o.id)).toEqual([ids[1]]);
    expect((await listRefundOrderPage(db, tenant.id, { paymentsOnly: true }, { offset: 0, limit: 10 })).total).toBe(0);
  });
});
