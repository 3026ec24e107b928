/**
 * eloket/delete_document (lifecycle 2.5, 4.9, 7; DECISIONS 1): p_doc_id, multipart. The answer's
 * statusmessage is shown; a refusal goes to the message dialog (not quiet).
 */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export interface DeleteAnswer {
  statusmessage: string;
  messagetype: string;
}

export async function deleteDocument(documentId: number): Promise<DeleteAnswer> {
  const answer = await callService(endpoints.deleteDocument, { p_doc_id: String(documentId) });
  return { statusmessage: answer.statusmessage.trim(), messagetype: answer.messagetype };
}

export function useDeleteDocument() {
  return useMutation({ mutationFn: deleteDocument });
}
