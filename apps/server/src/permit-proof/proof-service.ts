/**
 * The use cases of a permit's proof: the caller's own proof as a PDF, and the public answer for a
 * proof code. Neither knows HTTP; the routes (permit-proof-routes.ts) parse and present.
 */
import { amsterdamDateTime, relationName } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import type { CallContext } from '../http/call-context.js';
import type { FileAnswer } from '../http/file-answer.js';
import { translate } from '../http/messages.js';
import { notFound } from '../http/service-error.js';
import { findPermitByProofCode, listPermitsWithFacts } from '../permits/index.js';
import { findBranch } from '../relations/index.js';
import { callerRelation } from '../sessions/index.js';
import { readImage } from '../tenants/index.js';
import { renderPermitProof } from './proof-pdf.js';
import { groupedCode, lastValidDay, readProofCode, type Verification, verificationOf } from './proof-rules.js';

export type ProofCaller = Pick<CallContext, 'db' | 'tenant' | 'session' | 'locale' | 'now'> & {
  /** The portal's origin (PUBLIC_URL in production), for the verification address in the QR code. */
  origin: string;
};

/** The public page's address of a proof code. */
export function verifyPermitUrl(origin: string, tenantCode: string, proofCode: string): string {
  return `${origin}/${tenantCode}/verify-permit/${groupedCode(proofCode)}`;
}

/**
 * The proof of the caller's own current permit (by ROOT_RQT_ID), made now from what the permit is now:
 * a new download after a plate change or a new end shows them. Another relation's or municipality's
 * permit, or one that has ended, is NOT_FOUND; no session is SESSION_TIMEOUT.
 */
export async function readOwnPermitProof(caller: ProofCaller, rootRequestId: number): Promise<FileAnswer['file']> {
  const { db, tenant, session, locale } = caller;
  const relation = await callerRelation(db, tenant.id, session);
  const permits = await listPermitsWithFacts(db, tenant.id, relation.id, 'ACTIVE');
  const permit = permits.find((p) => p.request_id === rootRequestId);
  if (!permit) throw notFound(`permit of request ${rootRequestId}`);
  const branch = session?.branchNumber ? await findBranch(db, tenant.id, relation.id, session.branchNumber) : undefined;
  const logo = await readImage(db, tenant.id, 'logo');
  const location = [localized(permit.location_description, locale), permit.specific_location]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  const data = await renderPermitProof({
    locale,
    municipality: tenant.name,
    logo,
    holder: relationName({ NAME: relation.name, FIRSTNAME: relation.firstname, LASTNAME: relation.lastname }),
    branch: branch ? [branch.tradeName, branch.description].filter(Boolean).join(', ') || branch.branchNumber : null,
    permitNumber: permit.permit_number,
    product: localized(permit.type_description, locale),
    area: localized(permit.area_description, locale),
    location: location === '' ? null : location,
    plates: permit.plates.map((plate) => plate.license_plate),
    validDays: permit.valid_days,
    validFrom: permit.valid_from,
    lastDay: lastValidDay(permit),
    proofCode: permit.proof_code,
    verifyUrl: verifyPermitUrl(caller.origin, tenant.code, permit.proof_code),
    madeAt: amsterdamDateTime(caller.now),
  });
  return {
    data,
    contentType: 'application/pdf',
    filename: translate(locale, 'permit_proof.pdf.file_name', { number: groupedCode(permit.permit_number) }),
  };
}

/** What the public page says for a code as it arrived in the address: unknown for anything that is no code. */
export async function verifyPermitCode(
  caller: Pick<CallContext, 'db' | 'tenant' | 'now'>,
  codeInput: string,
): Promise<Verification> {
  const code = readProofCode(codeInput);
  if (code === null) return { kind: 'unknown' };
  return verificationOf(await findPermitByProofCode(caller.db, caller.tenant.id, code), caller.now);
}
