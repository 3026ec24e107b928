/**
 * At the counter (issue 28): a staff member acts for a resident whose file is open, after identifying them at
 * the counter (with an ID document) or by phone (with verification questions). The identification is recorded
 * first (its own audit row, with the way); the actions after it, within COUNTER_IDENTIFICATION_MINUTES, call the
 * same services the resident's own endpoints call, with the same checks, and each leaves exactly one audit row
 * that names the way of identification. The resident is e-mailed what was done.
 */
import { z } from 'zod';
import { uploadedFile } from '../../params.js';
import type { StaffRole } from '../roles.js';
import { defineStaffRoute } from '../staff-route.js';

/** Who acts for residents: the front office, and the beheerder who may do everything. */
export const COUNTER_ROLES = ['beheerder', 'klantcontact'] as const satisfies readonly StaffRole[];

/** How the resident was identified: at the counter with an ID document, or by phone with verification questions. */
export const IDENTIFICATION_WAYS = ['counter-id-document', 'phone-questions'] as const;
export type IdentificationWay = (typeof IDENTIFICATION_WAYS)[number];

/** How long one identification lets the staff member act: one visit or one call. */
export const COUNTER_IDENTIFICATION_MINUTES = 30;

/** The most plates a counter request sends (the product's own maximum is checked by the request flow). */
const MAX_COUNTER_PLATES = 5;

const residentParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const counterIdentificationSchema = z.object({
  way: z.enum(IDENTIFICATION_WAYS),
  /** When it was recorded, and until when it lets the staff member act. */
  at: z.string(),
  validUntil: z.string(),
});
export type CounterIdentification = z.infer<typeof counterIdentificationSchema>;

export const counterProductSchema = z.object({
  permitTypeId: z.number().int(),
  areaId: z.number().int(),
  name: z.string(),
  area: z.string(),
  /** Whether the resident may request it now, by the same eligibility as the portal's listing. */
  requestable: z.boolean(),
  /** Why not, in the staff member's language; null when requestable. */
  reason: z.string().nullable(),
});
export type CounterProduct = z.infer<typeof counterProductSchema>;

export const counterProductOptionsSchema = z.object({
  permitTypeId: z.number().int(),
  areaId: z.number().int(),
  minStartDate: day,
  /** Null when the product sets no latest start. */
  maxStartDate: day.nullable(),
  minPlates: z.number().int(),
  maxPlates: z.number().int(),
  byAddress: z.boolean(),
  needsSpecificLocation: z.boolean(),
  addresses: z.array(
    z.object({ postcode: z.string(), houseNumber: z.string(), addition: z.string(), line: z.string() }),
  ),
  locations: z.array(z.object({ id: z.number().int(), name: z.string(), available: z.boolean() })),
  priceLines: z.array(
    z.object({
      id: z.number().int(),
      priceCents: z.number().int(),
      periodCount: z.number().int(),
      periodType: z.string(),
      daySelection: z.boolean(),
    }),
  ),
});
export type CounterProductOptions = z.infer<typeof counterProductOptionsSchema>;

export const counterRequestBodySchema = z.object({
  permitTypeId: z.number().int().min(1),
  areaId: z.number().int().min(1),
  /** One of the resident's registered addresses, for a product located by address. */
  address: z
    .object({ postcode: z.string().max(7), houseNumber: z.string().max(10), addition: z.string().max(10) })
    .optional(),
  /** The location; left out, the only available one at the address or of the product. */
  locationId: z.number().int().min(1).optional(),
  startDate: day,
  priceLineId: z.number().int().min(1),
  staffel: z.number().int().min(1).default(1),
  plates: z.array(z.string().min(1).max(20)).max(MAX_COUNTER_PLATES),
  specificLocation: z.string().max(200).optional(),
  /** The price the resident was told, in cents: a different one is refused as it is in the portal. */
  priceCents: z.number().int().min(0),
});
export type CounterRequestBody = z.input<typeof counterRequestBodySchema>;

export const counterRequestResultSchema = z.object({
  requestId: z.number().int(),
  status: z.string(),
  /** What happens next, in the staff member's language (the request's status text). */
  statusText: z.string(),
});
export type CounterRequestResult = z.infer<typeof counterRequestResultSchema>;

const permitParams = residentParams.extend({ permitId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const counterPermitSchema = z.object({
  permitId: z.number().int(),
  permitNumber: z.string(),
  plates: z.array(z.string()),
  minPlates: z.number().int(),
  maxPlates: z.number().int(),
  /** What a plate change costs now (the municipality's setting, else the catalogue's). */
  plateChangeFeeCents: z.number().int(),
  terminable: z.boolean(),
  /** Whether an end on a later day may be planned (else: ended now only). */
  canPlanTermination: z.boolean(),
  plannedEnd: day.nullable(),
});
export type CounterPermit = z.infer<typeof counterPermitSchema>;

export const counterPlateChangeBodySchema = z.object({
  plates: z.array(z.string().min(1).max(20)).min(1).max(MAX_COUNTER_PLATES),
  /** The fee the resident was told, in cents: a different one is refused as it is in the portal. */
  priceCents: z.number().int().min(0),
});

export const counterTerminationBodySchema = z.object({
  /** The last valid day; left out: the permit ends now. */
  endDate: day.optional(),
  /** Where a refund goes; required by the termination's own rule when something is refunded. */
  iban: z.string().max(42).optional(),
  owner: z.string().max(70).optional(),
});

export const counterTerminationResultSchema = z.object({
  kind: z.enum(['now', 'scheduled']),
  endDate: day,
  refundCents: z.number().int(),
});

const requestParams = residentParams.extend({ requestId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One document the resident's request asks for, as the portal's upload stage lists it. */
export const counterRequestDocumentSchema = z.object({
  /** The requirement (and plate) the upload names, with docTypeCode and plate: as the portal's upload sends them. */
  rpgId: z.number().int(),
  docTypeCode: z.string(),
  /** What the document is, in the staff member's language. */
  name: z.string(),
  /** The plate a plate document is for; null for an additional document. */
  plate: z.string().nullable(),
  required: z.boolean(),
  maxDocuments: z.number().int(),
  uploaded: z.array(z.object({ id: z.number().int(), filename: z.string(), status: z.string() })),
});
export type CounterRequestDocument = z.infer<typeof counterRequestDocumentSchema>;

export const counterRequestDocumentsSchema = z.object({
  requestId: z.number().int(),
  status: z.string(),
  /** Where the request stands, in the staff member's language. */
  statusText: z.string(),
  /** Whether the request takes documents now (the portal's upload stage). */
  uploadStage: z.boolean(),
  /** The municipality's largest upload, in MB (the same limit as a resident's). */
  maxUploadMb: z.number(),
  documents: z.array(counterRequestDocumentSchema),
});
export type CounterRequestDocuments = z.infer<typeof counterRequestDocumentsSchema>;

/** A scan of a document the staff member uploads for the resident: the portal's upload fields and the file. */
export const counterDocumentUploadBodySchema = z.object({
  rpgId: z.coerce.number().int().min(1).max(2_147_483_647),
  docTypeCode: z.string().min(1).max(32),
  /** The plate of a plate document; empty for an additional document. */
  plate: z.string().max(20).default(''),
  file: uploadedFile,
});

export const counterDocumentUploadResultSchema = z.object({ documentId: z.number().int(), filename: z.string() });
export type CounterDocumentUploadResult = z.infer<typeof counterDocumentUploadResultSchema>;

export const counterPaymentLinkSchema = z.object({ reference: z.string(), amountCents: z.number().int() });

export const COUNTER_ROUTES = [
  defineStaffRoute({
    operationId: 'identifyResident',
    method: 'POST',
    path: '/inwoners/{id}/balie/identificaties',
    roles: COUNTER_ROLES,
    summary:
      'Record that the resident was identified (at the counter with an ID document, or by phone with verification questions) before acting for them',
    params: residentParams,
    body: z.object({ way: z.enum(IDENTIFICATION_WAYS) }),
    response: counterIdentificationSchema,
    audit: 'write',
    status: 201,
    example: { params: { id: '1' }, body: { way: 'counter-id-document' } },
  }),
  defineStaffRoute({
    operationId: 'getCounterIdentification',
    method: 'GET',
    path: '/inwoners/{id}/balie/identificaties',
    roles: COUNTER_ROLES,
    summary: "The caller's identification of this resident that still lets them act, or null",
    params: residentParams,
    response: z.object({ identification: counterIdentificationSchema.nullable() }),
    audit: 'none',
    example: { params: { id: '1' } },
  }),
  defineStaffRoute({
    operationId: 'listCounterProducts',
    method: 'GET',
    path: '/inwoners/{id}/balie/producten',
    roles: COUNTER_ROLES,
    summary: "The products of the catalogue as the resident may request them (the portal's eligibility)",
    params: residentParams,
    response: z.object({ items: z.array(counterProductSchema) }),
    audit: 'read-personal',
    example: { params: { id: '1' } },
  }),
  defineStaffRoute({
    operationId: 'getCounterProductOptions',
    method: 'GET',
    path: '/inwoners/{id}/balie/producten/{permitTypeId}/{areaId}',
    roles: COUNTER_ROLES,
    summary:
      "What a request of the product asks for this resident: start dates, plates, the resident's addresses, locations and price lines",
    params: residentParams.extend({
      permitTypeId: z.coerce.number().int().min(1).max(2_147_483_647),
      areaId: z.coerce.number().int().min(1).max(2_147_483_647),
    }),
    response: counterProductOptionsSchema,
    audit: 'read-personal',
    example: { params: { id: '1', permitTypeId: '1', areaId: '1' } },
  }),
  defineStaffRoute({
    operationId: 'requestForResident',
    method: 'POST',
    path: '/inwoners/{id}/balie/aanvragen',
    roles: COUNTER_ROLES,
    summary:
      "Request a product for the identified resident through the portal's own request flow; the resident is e-mailed that the municipality requested it on their behalf",
    params: residentParams,
    body: counterRequestBodySchema,
    response: counterRequestResultSchema,
    audit: 'write',
    status: 201,
    example: {
      params: { id: '1' },
      body: { permitTypeId: 1, areaId: 1, startDate: '2026-01-01', priceLineId: 1, plates: [], priceCents: 0 },
    },
  }),
  defineStaffRoute({
    operationId: 'getCounterRequestDocuments',
    method: 'GET',
    path: '/inwoners/{id}/balie/aanvragen/{requestId}/documenten',
    roles: COUNTER_ROLES,
    summary:
      "The documents the resident's request asks for and those uploaded so far, as the portal's upload stage shows them",
    params: requestParams,
    response: counterRequestDocumentsSchema,
    audit: 'read-personal',
    example: { params: { id: '1', requestId: '1' } },
  }),
  defineStaffRoute({
    operationId: 'uploadDocumentForResident',
    method: 'POST',
    path: '/inwoners/{id}/balie/aanvragen/{requestId}/documenten',
    roles: COUNTER_ROLES,
    summary:
      "Upload a scan of a document for the identified resident's request (multipart/form-data), through the portal's own upload: its type, name, PDF and malware checks and its limits",
    params: requestParams,
    bodyType: 'multipart',
    body: counterDocumentUploadBodySchema,
    response: counterDocumentUploadResultSchema,
    audit: 'write',
    status: 201,
    example: { params: { id: '1', requestId: '1' }, body: { rpgId: '10', docTypeCode: 'HUUR', plate: '' } },
  }),
  defineStaffRoute({
    operationId: 'continueRequestForResident',
    method: 'POST',
    path: '/inwoners/{id}/balie/aanvragen/{requestId}/verder',
    roles: COUNTER_ROLES,
    summary:
      "Send the identified resident's request on after its documents, as the portal's Next on the upload stage does (refused while a required document is missing)",
    params: requestParams,
    response: counterRequestResultSchema,
    audit: 'write',
    example: { params: { id: '1', requestId: '1' } },
  }),
  defineStaffRoute({
    operationId: 'sendPaymentLinkForResident',
    method: 'POST',
    path: '/inwoners/{id}/balie/betaallinks',
    roles: COUNTER_ROLES,
    summary:
      "E-mail the identified resident a payment link for everything payable in their cart, through the portal's own payment link",
    params: residentParams,
    response: counterPaymentLinkSchema,
    audit: 'write',
    status: 201,
    example: { params: { id: '1' } },
  }),
  defineStaffRoute({
    operationId: 'getCounterPermit',
    method: 'GET',
    path: '/inwoners/{id}/balie/vergunningen/{permitId}',
    roles: COUNTER_ROLES,
    summary:
      "What changing the plates of or ending the resident's permit asks: plates, the fee, whether it can end later",
    params: permitParams,
    response: counterPermitSchema,
    audit: 'read-personal',
    example: { params: { id: '1', permitId: '1' } },
  }),
  defineStaffRoute({
    operationId: 'changePlatesForResident',
    method: 'POST',
    path: '/inwoners/{id}/balie/vergunningen/{permitId}/kentekenwijzigingen',
    roles: COUNTER_ROLES,
    summary:
      "Change the plates of the identified resident's permit through the portal's own plate change (its fee, documents and checks)",
    params: permitParams,
    body: counterPlateChangeBodySchema,
    response: counterRequestResultSchema,
    audit: 'write',
    status: 201,
    example: { params: { id: '1', permitId: '1' }, body: { plates: ['AB123C'], priceCents: 0 } },
  }),
  defineStaffRoute({
    operationId: 'terminateForResident',
    method: 'POST',
    path: '/inwoners/{id}/balie/vergunningen/{permitId}/beeindigingen',
    roles: COUNTER_ROLES,
    summary:
      "End the identified resident's permit now or plan its end, through the portal's own termination (its dates, refund and account rules)",
    params: permitParams,
    body: counterTerminationBodySchema,
    response: counterTerminationResultSchema,
    audit: 'write',
    status: 201,
    example: { params: { id: '1', permitId: '1' }, body: {} },
  }),
] as const;
