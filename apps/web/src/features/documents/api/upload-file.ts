/**
 * eloket/upload_file (lifecycle 2.5, 7, 8): one file, multipart, for one document requirement of a
 * request. Quiet: the upload box says what went wrong, next to the file picker.
 */
import type { DocumentRequirement, ParamsIn, uploadFile as uploadFileEndpoint } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { type SessionUpload, uploadDve, uploadOutcome } from '../upload-rules';

export interface UploadInput {
  requestId: number;
  requirement: Pick<DocumentRequirement, 'RPG_ID' | 'DOC_TYPE_CODE' | 'DISPLAY_DVE' | 'DETAIL_VALUE'>;
  file: File;
}

/** The upload, or a failure: the server's statusmessage, or null for 'Document upload failed. Please try again.' */
export type UploadAnswer = { upload: SessionUpload } | { failed: string | null };

type FileContent = ParamsIn<typeof uploadFileEndpoint>['p_file_content'];

export async function uploadFile({ requestId, requirement, file }: UploadInput): Promise<UploadAnswer> {
  const answer = await callService(
    endpoints.uploadFile,
    {
      p_request_id: String(requestId),
      p_dve: uploadDve(requirement),
      p_dtp_code: requirement.DOC_TYPE_CODE,
      p_filename: file.name,
      p_rpg_id: String(requirement.RPG_ID),
      // The browser sends the File itself as a multipart part (lib/api-client); the contract's type is
      // what the server makes of that part ({filename, mimetype, data}).
      p_file_content: file as unknown as FileContent,
    },
    { quiet: true },
  );
  const outcome = uploadOutcome(answer.result, answer.statusmessage);
  if ('failed' in outcome) return outcome;
  return { upload: { UPLOAD_FILE_ID: outcome.id, RPG_ID: requirement.RPG_ID, file } };
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
