/**
 * A minimal catalogue with document requirements and requests at a chosen status, written straight
 * into the tables: for the documents tests (and usable by a demo), independent of the catalogue
 * file format. Every row belongs to the given tenant.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { forgetTenantAnswers } from '../tenants/index.js';
import { samplePdf } from './sample-files.js';

export interface DocumentCatalogue {
  permitTypeId: number;
  areaId: number;
  /** ADDITIONAL, required (min status level 1), at most `maxDocuments`, with a PDF template. */
  additional: number;
  /** PLATE, required, at most 1. */
  plate: number;
  /** LEASE_PLATE, optional (min status level 0), at most 2. */
  lease: number;
}

const json = (nl: string, en = nl) => JSON.stringify({ nl, en });

export async function createDocumentCatalogue(
  db: Database,
  tenantId: number,
  options: { code?: string; maxDocuments?: number; confirmationRequired?: boolean } = {},
): Promise<DocumentCatalogue> {
  const code = options.code ?? 'BEWONER';
  const { id: areaId } = await db
    .insertInto('areas')
    .values({ tenant_id: tenantId, code: `A-${code}`, description: json('Centrum', 'Centre') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: categoryId } = await db
    .insertInto('categories')
    .values({ tenant_id: tenantId, code: `C-${code}`, name: json('Bewoners', 'Residents'), description: json('') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: permitTypeId } = await db
    .insertInto('permit_types')
    .values({
      tenant_id: tenantId,
      code,
      description: json('Bewonersvergunning', 'Resident permit'),
      long_description: json(''),
      max_plates: 2,
      confirmation_required_yn: options.confirmationRequired ? 'Y' : 'N',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('products')
    .values({ tenant_id: tenantId, permit_type_id: permitTypeId, area_id: areaId, category_id: categoryId })
    .execute();
  const requirement = async (
    docTypeCode: string,
    scope: 'ADDITIONAL' | 'PLATE' | 'LEASE_PLATE',
    maxDocuments: number,
    minStatusLevel: number,
    position: number,
    template = false,
  ) =>
    (
      await db
        .insertInto('document_requirements')
        .values({
          tenant_id: tenantId,
          permit_type_id: permitTypeId,
          doc_type_code: docTypeCode,
          description: json(`Bewijs ${docTypeCode}`, `Proof ${docTypeCode}`),
          instruction: json('Upload een leesbare kopie.', 'Upload a readable copy.'),
          scope,
          max_documents: maxDocuments,
          min_status_level: minStatusLevel,
          position,
          ...(template
            ? {
                template_filename: 'Verklaring bewoner.pdf',
                template_content_type: 'application/pdf',
                template_data: samplePdf(),
              }
            : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const catalogue: DocumentCatalogue = {
    permitTypeId,
    areaId,
    additional: await requirement('HUUR', 'ADDITIONAL', options.maxDocuments ?? 2, 1, 3, true),
    plate: await requirement('KENTEKEN', 'PLATE', 1, 1, 1),
    lease: await requirement('LEASE', 'LEASE_PLATE', 2, 0, 2),
  };
  // Written here directly, not through an import: what the catalogue keeps in memory must be read afresh.
  forgetTenantAnswers();
  return catalogue;
}

export interface RequestPlate {
  plate: string;
  lease?: boolean;
}

/** A request of the relation at `status`, with its plates and a first transition. Returns its id. */
export async function createRequestAt(
  db: Database,
  tenantId: number,
  relationId: number,
  catalogue: DocumentCatalogue,
  status: string,
  options: { plates?: RequestPlate[]; priceCents?: number } = {},
): Promise<number> {
  const { id } = await db
    .insertInto('requests')
    .values({
      tenant_id: tenantId,
      relation_id: relationId,
      branch_number: null,
      permit_type_id: catalogue.permitTypeId,
      area_id: catalogue.areaId,
      valid_from: sql<string>`current_date`,
      price_cents: options.priceCents ?? 0,
      status,
      status_text: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plates = options.plates ?? [{ plate: 'AB123C' }];
  if (plates.length > 0) {
    await db
      .insertInto('request_plates')
      .values(
        plates.map((p, i) => ({
          tenant_id: tenantId,
          request_id: id,
          position: i + 1,
          license_plate: p.plate,
          lease_yn: p.lease ? ('Y' as const) : ('N' as const),
          rdw_checked_yn: 'Y' as const,
        })),
      )
      .execute();
  }
  await db
    .insertInto('request_transitions')
    .values({ tenant_id: tenantId, request_id: id, event: 'SUBMITTED', from_status: null, to_status: status })
    .execute();
  return id;
}
