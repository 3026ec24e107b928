/**
 * The back office's search and resident's file (issue 27, decision 035): one use case each, reading through
 * the owning areas' exported functions. What a role may see is decided by `residentFileSections` of the
 * contract; a section the caller may not see is never read.
 */
import {
  addressLines,
  isPerson,
  type Locale,
  RESIDENT_SEARCH_LIMIT,
  type ResidentFile,
  type ResidentSearchKind,
  type ResidentSummary,
  relationName,
  residentFileSections,
  type StaffPermit,
  type StaffRole,
} from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import { type CatalogueNames, catalogueNames } from '../../catalogue/index.js';
import type { Database } from '../../db/database.js';
import { invoicesOfRelation } from '../../invoices/index.js';
import { outboxOfRelation } from '../../mail/index.js';
import { paymentsOfRelation, relationIdOfPaymentReference } from '../../payments/index.js';
import { permitsOfRelation, relationIdOfPermitNumber, type StaffPermitRow } from '../../permits/index.js';
import { readAddresses } from '../../profile/index.js';
import {
  findRelation,
  identitiesOf,
  type RelationSummary,
  relationIdsByEmail,
  relationIdsByIdentity,
  relationIdsByNamePrefix,
  relationSummaries,
} from '../../relations/index.js';
import { relationIdsWithPlate, requestsOfRelation } from '../../requests/index.js';
import { refundOrdersOfRelation } from '../../termination/index.js';
import { waitingListEntriesOfRelation } from '../../waiting-list/index.js';

/** The identity services whose subject a BSN or a KvK number is. */
const IDENTITY_SERVICE: Partial<Record<ResidentSearchKind, string>> = { bsn: 'digid', kvk: 'eherkenning' };

/** How many rows of each list a file shows: the newest; a resident with more is an exception worth a page later. */
export const FILE_LIST_LIMIT = 100;

/** The relations a (normalised, checked) term finds, at most RESIDENT_SEARCH_LIMIT, and whether there are more. */
export async function searchRelations(
  db: Database,
  tenantId: number,
  kind: ResidentSearchKind,
  term: string,
): Promise<{ items: ResidentSummary[]; more: boolean }> {
  const limit = RESIDENT_SEARCH_LIMIT + 1;
  let ids: number[];
  switch (kind) {
    case 'bsn':
    case 'kvk':
      ids = await relationIdsByIdentity(db, tenantId, IDENTITY_SERVICE[kind] as string, term);
      break;
    case 'email':
      ids = await relationIdsByEmail(db, tenantId, term, limit);
      break;
    case 'name':
      ids = await relationIdsByNamePrefix(db, tenantId, term, limit);
      break;
    case 'plate':
      ids = await relationIdsWithPlate(db, tenantId, term, limit);
      break;
    case 'permitNumber':
      ids = idList(await relationIdOfPermitNumber(db, tenantId, term));
      break;
    case 'paymentReference':
      ids = idList(await relationIdOfPaymentReference(db, tenantId, term));
      break;
  }
  const found = await relationSummaries(db, tenantId, ids.slice(0, RESIDENT_SEARCH_LIMIT));
  return { items: found.map(summaryOf), more: ids.length > RESIDENT_SEARCH_LIMIT };
}

function idList(id: number | undefined): number[] {
  return id === undefined ? [] : [id];
}

function summaryOf(relation: RelationSummary): ResidentSummary {
  return {
    id: relation.id,
    type: isPerson(relation.relation_type) ? 'person' : 'company',
    name: nameOf(relation),
    email: relation.email,
    address: addressLines({
      STREET: relation.street,
      NR: relation.nr,
      HOUSE_LETTER: relation.house_letter,
      ADDITION: relation.addition,
      ZIPCODE: relation.zipcode,
      ZIPCODE_LETTERS: relation.zipcode_letters,
      CITY: relation.city,
    })
      .filter(Boolean)
      .join(', '),
  };
}

function nameOf(relation: Pick<RelationSummary, 'name' | 'firstname' | 'lastname'>): string {
  return relationName({ NAME: relation.name, FIRSTNAME: relation.firstname, LASTNAME: relation.lastname });
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
const isoNow = (value: Date | string): string => iso(value) as string;

/** The permit as the file and the permit's timeline show it. */
export function staffPermitOf(permit: StaffPermitRow, names: CatalogueNames, locale: Locale): StaffPermit {
  return {
    id: permit.id,
    permitNumber: permit.permit_number,
    type: localized(names.permitType(permit.permit_type_id)?.description, locale),
    area: localized(names.area(permit.area_id)?.description, locale),
    status: permit.status,
    validFrom: permit.valid_from,
    validTo: permit.valid_to,
    plannedEnd: permit.planned_end_date,
    endedOn: permit.ended_on,
    endReason: permit.end_reason,
    plates: permit.plates.map((plate) => plate.license_plate),
    priceCents: permit.price_cents,
  };
}

/** The resident's file with the sections the roles may see; undefined when the tenant has no such relation. */
export async function readResidentFile(
  db: Database,
  tenantId: number,
  relationId: number,
  roles: readonly StaffRole[],
  locale: Locale,
): Promise<ResidentFile | undefined> {
  const relation = await findRelation(db, tenantId, relationId);
  if (!relation) return undefined;
  const sections = residentFileSections(roles);
  const shows = new Set(sections);
  const names = await catalogueNames(db, tenantId);
  const typeName = (id: number) => localized(names.permitType(id)?.description, locale);
  const areaName = (id: number) => localized(names.area(id)?.description, locale);
  const file: ResidentFile = {
    id: relation.id,
    type: isPerson(relation.relation_type) ? 'person' : 'company',
    name: nameOf(relation),
    sections,
  };
  const [identities, addresses, permits, requests, invoices, payments, refunds, waiting, emails] = await Promise.all([
    shows.has('identities') ? identitiesOf(db, tenantId, relationId) : undefined,
    shows.has('addresses') ? readAddresses(db, tenantId, relationId) : undefined,
    shows.has('permits') ? permitsOfRelation(db, tenantId, relationId, FILE_LIST_LIMIT) : undefined,
    shows.has('requests') ? requestsOfRelation(db, tenantId, relationId, FILE_LIST_LIMIT) : undefined,
    shows.has('invoices') ? invoicesOfRelation(db, tenantId, relationId, FILE_LIST_LIMIT) : undefined,
    shows.has('payments') ? paymentsOfRelation(db, tenantId, relationId, FILE_LIST_LIMIT) : undefined,
    shows.has('refunds') ? refundOrdersOfRelation(db, tenantId, relationId, FILE_LIST_LIMIT) : undefined,
    shows.has('waitingList') ? waitingListEntriesOfRelation(db, tenantId, relationId, FILE_LIST_LIMIT) : undefined,
    shows.has('emails') ? outboxOfRelation(db, tenantId, relationId, FILE_LIST_LIMIT) : undefined,
  ]);
  if (identities) file.identities = identities;
  if (shows.has('contact')) {
    file.contact = {
      email: relation.email,
      emailVerified: relation.email_validation_status === 'VALIDATED',
      language: relation.language,
    };
  }
  if (addresses) {
    const registered = addressLines({
      STREET: relation.street,
      NR: relation.nr,
      HOUSE_LETTER: relation.house_letter,
      ADDITION: relation.addition,
      ZIPCODE: relation.zipcode,
      ZIPCODE_LETTERS: relation.zipcode_letters,
      CITY: relation.city,
      FOREIGN_YN: relation.foreign_yn,
      ADDRESS1: relation.address1,
      ADDRESS2: relation.address2,
    });
    file.addresses = [
      { kind: 'registered' as const, line: registered.filter(Boolean).join(', ') },
      ...addresses.map((address) => ({
        kind: address.addressType === 'FACT' ? ('invoice' as const) : ('mail' as const),
        line: addressLines(
          address.foreign
            ? { FOREIGN_YN: 'Y', ADDRESS1: address.address1, ADDRESS2: address.address2 }
            : {
                STREET: address.street,
                NR: address.nr,
                HOUSE_LETTER: address.houseLetter,
                ADDITION: address.addition,
                INDICATION: address.indication,
                ZIPCODE: address.zipcode,
                ZIPCODE_LETTERS: address.zipcodeLetters,
                CITY: address.city,
              },
        )
          .filter(Boolean)
          .join(', '),
      })),
    ].filter((address) => address.line !== '');
  }
  if (permits) file.permits = permits.map((permit) => staffPermitOf(permit, names, locale));
  if (requests) {
    file.requests = requests.map((request) => ({
      id: request.id,
      kind: request.kind,
      status: request.status,
      type: typeName(request.permit_type_id),
      permitId: request.permit_id,
      validFrom: request.valid_from,
      validTo: request.valid_to,
      plates: request.plates.map((plate) => plate.license_plate),
      priceCents: request.price_cents,
      createdAt: isoNow(request.created_at),
    }));
  }
  if (invoices) {
    file.invoices = invoices.map((invoice) => ({
      id: invoice.id,
      kind: invoice.kind,
      reference: invoice.reference,
      amountCents: invoice.amount_cents,
      status: invoice.status,
      createdAt: isoNow(invoice.created_at),
      paidAt: iso(invoice.paid_at),
    }));
  }
  if (payments) {
    file.payments = payments.map((payment) => ({
      id: payment.id,
      reference: payment.display_reference ?? payment.reference,
      method: payment.method,
      status: payment.status,
      amountCents: payment.amount_cents,
      createdAt: isoNow(payment.created_at),
      paidAt: iso(payment.paid_at),
    }));
  }
  if (refunds) {
    file.refunds = refunds.map((refund) => ({
      id: refund.id,
      permitId: refund.permit_id,
      amountCents: refund.amount_cents,
      status: refund.status,
      endDate: refund.end_date,
      createdAt: isoNow(refund.created_at),
    }));
  }
  if (waiting) {
    file.waitingList = waiting.map((entry) => ({
      id: entry.id,
      type: typeName(entry.permit_type_id),
      area: areaName(entry.area_id),
      status: entry.status,
      createdAt: isoNow(entry.created_at),
      offeredAt: iso(entry.offered_at),
      offerExpiresAt: iso(entry.offer_expires_at),
      closedAt: iso(entry.closed_at),
    }));
  }
  if (emails) {
    file.emails = emails.map((mail) => ({
      id: mail.id,
      to: mail.to_address,
      template: mail.template,
      subject: mail.subject,
      createdAt: isoNow(mail.created_at),
      sentAt: iso(mail.sent_at),
      failed: mail.sent_at === null && mail.last_error !== null,
    }));
  }
  return file;
}
