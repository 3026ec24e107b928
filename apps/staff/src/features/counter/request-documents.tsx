/**
 * At the counter (issue 28, decision 046): the documents the request just made for the resident asks for, a scan
 * uploaded for each, and the request sent on as the portal's Next does. The server runs the portal's own upload
 * (the file's type by its content, the PDF's inspection, the malware scan, the limits); its refusal is shown next
 * to the file field, in the staff member's language. The browser's check (type and size, the contract's
 * `validateUpload`) only spares a round trip.
 */
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  type CounterRequestDocuments,
  type ResidentFile,
  UPLOAD_STAGE_STATUSCODES,
  validateUpload,
} from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff, StaffApiError } from '../../lib/api-client';
import { MutationOutcome } from '../../lib/mutation-outcome';
import { QueryState } from '../../lib/query-state';

const ACCEPT = [...ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`), ...ALLOWED_UPLOAD_MIME_TYPES].join(
  ',',
);

/**
 * The resident's requests that wait for documents (from their file), one chosen, and its documents; the request
 * just made at the counter is chosen for the staff member.
 */
export function DocumentsSection({
  id,
  requests,
  chosen,
  onChoose,
}: {
  id: string;
  requests: NonNullable<ResidentFile['requests']>;
  chosen: number | null;
  onChoose: (requestId: number | null) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const waiting = requests.filter((request) => UPLOAD_STAGE_STATUSCODES.some((code) => code === request.status));
  // The request just made may not be in the file that was read before it.
  const listed = chosen === null || waiting.some((request) => request.id === chosen);
  if (waiting.length === 0 && chosen === null) {
    return <p className="utrecht-paragraph">{t('staff.counter.documents.no_requests')}</p>;
  }
  return (
    <>
      <div className="pl-staff-form">
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${formId}-request`}>
            {t('staff.counter.documents.request')}
          </label>
          <select
            id={`${formId}-request`}
            className="utrecht-select"
            value={chosen ?? ''}
            onChange={(event) => onChoose(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('staff.counter.documents.choose_request')}</option>
            {!listed && chosen !== null && (
              <option value={chosen}>{t('staff.counter.documents.request_new', { id: chosen })}</option>
            )}
            {waiting.map((request) => (
              <option key={request.id} value={request.id}>
                {t('staff.counter.documents.request_option', { id: request.id, type: request.type })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chosen !== null && <RequestDocuments key={chosen} id={id} requestId={chosen} />}
    </>
  );
}

function RequestDocuments({ id, requestId }: { id: string; requestId: number }) {
  const documents = useQuery({
    queryKey: ['staff', 'counter', id, 'request', requestId, 'documents'],
    queryFn: () => callStaff('getCounterRequestDocuments', { params: { id, requestId } }),
    retry: false,
  });
  return (
    <QueryState query={documents}>
      {(data) => <RequestDocumentsForm id={id} requestId={requestId} data={data} />}
    </QueryState>
  );
}

function RequestDocumentsForm({
  id,
  requestId,
  data,
}: {
  id: string;
  requestId: number;
  data: CounterRequestDocuments;
}) {
  const { t } = useTranslation();
  const [continued, setContinued] = useState(false);
  if (!data.uploadStage || data.documents.length === 0) return null;
  return (
    <div className="pl-staff-form">
      <h3 className="utrecht-heading-3">{t('staff.counter.documents.title', { id: requestId })}</h3>
      <p className="utrecht-paragraph">{t('staff.counter.documents.intro')}</p>
      <ul className="utrecht-unordered-list">
        {data.documents.map((document) => (
          <li key={document.rpgId}>
            {documentLabel(t, document)}
            {': '}
            {document.uploaded.length === 0
              ? t('staff.counter.documents.none_yet')
              : document.uploaded.map((file) => `${file.filename} (${file.status})`).join(', ')}
          </li>
        ))}
      </ul>
      {!continued && <UploadForm id={id} requestId={requestId} data={data} />}
      <ContinueForm id={id} requestId={requestId} onDone={() => setContinued(true)} />
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function documentLabel(t: Translate, document: CounterRequestDocuments['documents'][number]): string {
  const name = document.plate
    ? t('staff.counter.documents.for_plate', { name: document.name, plate: document.plate })
    : document.name;
  return document.required ? name : t('staff.counter.documents.optional', { name });
}

function UploadForm({ id, requestId, data }: { id: string; requestId: number; data: CounterRequestDocuments }) {
  const { t, i18n } = useTranslation();
  const maxMb = i18n.language === 'nl' ? String(data.maxUploadMb).replace('.', ',') : String(data.maxUploadMb);
  const formId = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const open = data.documents.filter((document) => document.uploaded.length < document.maxDocuments);
  const [picked, setChosen] = useState(String(open[0]?.rpgId ?? ''));
  // A document that has all it may take is no longer offered: then the first that still takes one.
  const chosen = open.some((document) => String(document.rpgId) === picked) ? picked : String(open[0]?.rpgId ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const document = data.documents.find((candidate) => String(candidate.rpgId) === chosen);
      const form = new FormData();
      form.append('rpgId', chosen);
      form.append('docTypeCode', document?.docTypeCode ?? '');
      form.append('plate', document?.plate ?? '');
      form.append('file', file, file.name);
      return callStaff('uploadDocumentForResident', { params: { id, requestId }, form });
    },
    onSuccess: async () => {
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: ['staff', 'counter', id, 'request', requestId] });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'resident', id] });
    },
    onError: (error) => {
      // The server's reason for the file (its type, its content, its size) is shown next to the field.
      const reason =
        error instanceof StaffApiError
          ? error.problem.invalidParams?.find((param) => param.name === 'body.file')?.reason
          : undefined;
      setFieldError(reason ?? null);
    },
  });
  if (open.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setFieldError(t('staff.counter.documents.choose_file'));
      return;
    }
    const problem = validateUpload(file, data.maxUploadMb);
    if (problem) {
      setFieldError(t(`staff.counter.documents.${problem}`, { max: maxMb }));
      return;
    }
    setFieldError(null);
    upload.mutate(file);
  }

  return (
    <form className="pl-staff-form" onSubmit={submit} noValidate>
      {open.length > 1 && (
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${formId}-document`}>
            {t('staff.counter.documents.which')}
          </label>
          <select
            id={`${formId}-document`}
            className="utrecht-select"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {open.map((document) => (
              <option key={document.rpgId} value={document.rpgId}>
                {documentLabel(t, document)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="utrecht-form-field">
        <label className="utrecht-form-label" htmlFor={`${formId}-file`}>
          {open.length === 1 && open[0]
            ? t('staff.counter.documents.file_for', { name: documentLabel(t, open[0]) })
            : t('staff.counter.documents.file')}
        </label>
        <p className="pl-staff-form__hint" id={`${formId}-file-hint`}>
          {t('staff.counter.documents.hint', { max: maxMb })}
        </p>
        <input
          ref={input}
          id={`${formId}-file`}
          type="file"
          accept={ACCEPT}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[`${formId}-file-hint`, fieldError ? `${formId}-file-error` : undefined]
            .filter(Boolean)
            .join(' ')}
          onChange={() => setFieldError(null)}
        />
        {fieldError && (
          <p className="pl-staff-form__error" id={`${formId}-file-error`}>
            {fieldError}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={upload.isPending}>
          {t('staff.counter.documents.upload')}
        </button>
      </div>
      <MutationOutcome
        mutation={upload}
        pending={t('staff.counter.documents.uploading')}
        done={(result) => t('staff.counter.documents.uploaded', { filename: result.filename })}
      />
    </form>
  );
}

function ContinueForm({ id, requestId, onDone }: { id: string; requestId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => callStaff('continueRequestForResident', { params: { id, requestId } }),
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['staff', 'resident', id] });
    },
  });
  return (
    <form
      className="pl-staff-form"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <div>
        <button type="submit" className="utrecht-button utrecht-button--secondary-action" disabled={send.isPending}>
          {t('staff.counter.documents.continue')}
        </button>
      </div>
      <MutationOutcome
        mutation={send}
        done={(data) => t('staff.counter.documents.continued', { id: data.requestId, status: data.statusText })}
      />
    </form>
  );
}
