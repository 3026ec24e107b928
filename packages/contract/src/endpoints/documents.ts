/** Supporting documents: upload, delete, download (lifecycle 2.5, 2.8, 4.9, 7). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { emptyResult, uploadFileResult } from '../entities.js';
import { fileName, id, optionalText, text, uploadedFile } from '../params.js';

/** One file at a time; the server checks its content, type and size (DECISIONS 1). */
export const uploadFile = defineEndpoint({
  name: 'eloket/upload_file',
  area: 'documents',
  body: 'multipart',
  access: 'session',
  params: z.object({
    p_request_id: id(),
    /** The plate a licence-plate document is for; empty for an additional document. */
    p_dve: optionalText(100),
    p_dtp_code: text(32),
    p_filename: fileName(255),
    p_rpg_id: id(),
    p_file_content: uploadedFile,
  }),
  result: uploadFileResult,
  spec: 'lifecycle 2.5, 5, 7, 8; DECISIONS 1',
});

/** Multipart as lifecycle 7 says; takes p_doc_id (DECISIONS 1). Only while the document's STATUS_LEVEL is 1. */
export const deleteDocument = defineEndpoint({
  name: 'eloket/delete_document',
  area: 'documents',
  body: 'multipart',
  access: 'session',
  params: z.object({ p_doc_id: id() }),
  result: emptyResult,
  spec: 'lifecycle 2.5, 4.9, 7; DECISIONS 1',
});

/** Answers with the file itself; its name is in content-disposition. */
export const getDocument = defineEndpoint({
  name: 'eloket/get_document',
  area: 'documents',
  access: 'session',
  params: z.object({ p_doc_id: id() }),
  result: z.never(),
  file: true,
  spec: 'lifecycle 2.8, 7',
});
