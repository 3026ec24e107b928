/**
 * One document requirement of the upload stage (lifecycle 2.5, 3, 4.9, 5, 8): its heading (the
 * document type, plus the plate for a licence-plate document), an instruction, the template to
 * download, the files uploaded for it (view; delete after confirmation while STATUS_LEVEL is 1;
 * rejected ones in red with description and reason) and, while there are fewer than MAX_DOCUMENTS,
 * the upload box: a labelled file input styled as a box, and the camera button.
 *
 * The page owns the session's uploads: it passes this requirement's `sessionUploads`, adds one on
 * `onUploaded` and removes one on `onDeleted` (and keeps the deleted ids for requirementMet). The
 * block also remembers which documents it deleted itself, so a server document it deleted stays gone
 * even when the page does not pass `deletedIds`.
 *
 * Accessibility: the file input is a real input (focusable, Enter and Space open the picker); what an
 * upload or a deletion did is said in a polite live region; the thumbnails are buttons named
 * 'View {filename}' (or 'Download {filename}' for types the viewer does not show) and 'Delete
 * {filename}'; the dialogs trap the focus and give it back.
 */
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  type DocumentRequirement,
  fileExtension,
  plateLabel,
} from '@parkeerloket/contract';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEloketSettings } from '../../../api/get-eloket-settings';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ServiceError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { failureText } from '../../../lib/failure-message';
import { hasText } from '../../../lib/i18n';
import { settingMaxUploadMb } from '../../../lib/settings-map';
import { useStore } from '../../../lib/use-store';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument } from '../api/get-document';
import { useUploadFile } from '../api/upload-file';
import { cameraAvailability, checkCameraAvailability } from '../camera-availability';
import { requestFullScreenPhoto, takeCapturedPhoto } from '../camera-store';
import {
  canUploadMore,
  checkUploadFile,
  rejectionTexts,
  type SessionUpload,
  type ShownDocument,
  shownDocuments,
  singleFile,
  uploadProblemText,
  viewerMode,
} from '../upload-rules';
import { useObjectUrl } from '../use-camera';
import { CameraDialog } from './camera-dialog';
import { CameraIcon, DeleteIcon, FileIcon, UploadIcon, WarningIcon } from './document-icons';
import { DocumentViewerDialog } from './document-viewer-dialog';
import '../../../styles/screens.css';
import '../documents.css';
import { FileName } from '../../../components/unbroken';
import { paths } from '../../../lib/paths';

export interface DocumentRequirementBlockProps {
  requestId: number;
  /** A DOCUMENTS_TO_UPLOAD item. */
  requirement: DocumentRequirement;
  /** This requirement's uploads in this session. */
  sessionUploads: SessionUpload[];
  onUploaded(upload: SessionUpload): void;
  onDeleted(documentId: number): void;
  /** Optional: the documents the page knows were deleted in this session (the block adds its own). */
  deletedIds?: readonly number[];
  /** Optional: the level of the block's heading; 2 by default (under the screen's h1). */
  headingLevel?: 2 | 3;
  /**
   * Optional: use the full-screen camera (/start-camera) instead of the camera dialog, returning to
   * this path. Only for pages whose state survives the navigation (camera-store.ts).
   */
  fullScreenCameraReturnTo?: string;
}

const ACCEPT = [...ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`), ...ALLOWED_UPLOAD_MIME_TYPES].join(
  ',',
);

const SECONDARY = 'utrecht-button utrecht-button--secondary-action';

/** Stands for the plate in the translated heading, so the plate can be wrapped in its own element. */
const PLATE_MARK = '\u0001';

type Viewing = { documentId?: number; file?: File; fileName: string } | null;
type Notice = { kind: 'status' | 'error'; text: string } | null;

export function DocumentRequirementBlock({
  requestId,
  requirement,
  sessionUploads,
  onUploaded,
  onDeleted,
  deletedIds,
  headingLevel = 2,
  fullScreenCameraReturnTo,
}: DocumentRequirementBlockProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useEloketSettings();
  const maxUploadMb = settingMaxUploadMb(settings);
  const camera = useStore(cameraAvailability);
  const upload = useUploadFile();
  const remove = useDeleteDocument();

  const [deletedHere, setDeletedHere] = useState<readonly number[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [viewing, setViewing] = useState<Viewing>(null);
  const [deleting, setDeleting] = useState<ShownDocument | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);

  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const cameraHintId = useId();
  const labelId = useId();
  const cameraButtonId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);

  const deleted = useMemo(() => [...(deletedIds ?? []), ...deletedHere], [deletedIds, deletedHere]);
  const documents = shownDocuments(requirement, sessionUploads, deleted);
  const uploadOpen = canUploadMore(requirement, sessionUploads, deleted);

  useEffect(() => checkCameraAvailability(), []);

  function focusHeading() {
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function send(file: File) {
    if (busy.current) return;
    const problem = checkUploadFile(file, maxUploadMb);
    if (problem) {
      const { key, values } = uploadProblemText(problem);
      setNotice({ kind: 'error', text: t(key, values) });
      return;
    }
    busy.current = true;
    setNotice({ kind: 'status', text: t('documents.upload.busy', { filename: file.name }) });
    try {
      const answer = await upload.mutateAsync({ requestId, requirement, file });
      if ('failed' in answer) {
        setNotice({ kind: 'error', text: answer.failed ?? t('documents.upload.failed') });
        return;
      }
      setNotice({ kind: 'status', text: t('documents.upload.done', { filename: file.name }) });
      onUploaded(answer.upload);
      // The upload box goes away at the maximum: the focus goes to the block's heading.
      if (!canUploadMore(requirement, [...sessionUploads, answer.upload], deleted)) focusHeading();
    } catch (error) {
      setNotice({
        kind: 'error',
        text: error instanceof ServiceError ? failureText(error) : t('documents.upload.failed'),
      });
    } finally {
      busy.current = false;
    }
  }

  // A photo the full-screen camera brought back for this requirement is uploaded once.
  const sendRef = useRef(send);
  sendRef.current = send;
  const rpgId = requirement.RPG_ID;
  useEffect(() => {
    if (!fullScreenCameraReturnTo) return;
    const photo = takeCapturedPhoto(rpgId);
    if (photo) void sendRef.current(photo);
  }, [fullScreenCameraReturnTo, rpgId]);

  function choose(files: FileList | null) {
    const picked = singleFile(files ? Array.from(files) : []);
    if (input.current) input.current.value = '';
    if ('problem' in picked) {
      if (picked.problem.code !== 'no_file') {
        const { key, values } = uploadProblemText(picked.problem);
        setNotice({ kind: 'error', text: t(key, values) });
      }
      return;
    }
    void send(picked.file);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Space opens the picker natively; Enter does not in every browser.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.click();
  }

  function openCamera() {
    if (camera === 'unavailable') return;
    setNotice(null);
    if (fullScreenCameraReturnTo && requestFullScreenPhoto(fullScreenCameraReturnTo, requirement.RPG_ID)) {
      navigate(paths.startCamera);
      return;
    }
    setCameraOpen(true);
  }

  function closeCamera() {
    setCameraOpen(false);
    // A camera that failed leaves its button disabled: the focus goes to the file picker instead.
    if (cameraAvailability.get() === 'unavailable') setTimeout(() => input.current?.focus(), 0);
  }

  function view(document: ShownDocument) {
    setNotice(null);
    if (viewerMode(document.fileName) === 'download') {
      if (document.kind === 'session') saveFile({ blob: document.upload.file, fileName: document.fileName });
      else downloadDocument(document.id, document.fileName).catch(() => undefined);
      return;
    }
    setViewing(
      document.kind === 'session'
        ? { file: document.upload.file, fileName: document.fileName }
        : { documentId: document.id, fileName: document.fileName },
    );
  }

  async function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    setNotice(null);
    let answer: Awaited<ReturnType<typeof remove.mutateAsync>>;
    try {
      answer = await remove.mutateAsync(target.id);
    } catch {
      // The message dialog says why.
      return;
    }
    setDeletedHere((ids) => [...ids, target.id]);
    onDeleted(target.id);
    setNotice({ kind: 'status', text: answer.statusmessage || t('documents.deleted', { filename: target.fileName }) });
    // The delete button is gone: the focus goes to the block's heading.
    focusHeading();
  }

  const plate = plateLabel(requirement);
  let title: ReactNode = requirement.DOC_TYPE_DESCRIPTION;
  if (plate) {
    // The plate never breaks at its dashes: it stands in the heading as one piece.
    const [before, after] = t('documents.heading_with_plate', {
      description: requirement.DOC_TYPE_DESCRIPTION,
      plate: PLATE_MARK,
    }).split(PLATE_MARK);
    title =
      after === undefined ? (
        before
      ) : (
        <>
          {before}
          <span className="pl-doc-block__plate">{plate}</span>
          {after}
        </>
      );
  }
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // What to upload: the municipality's translation for the document type, else the catalogue's
  // INSTRUCTION of the requirement; always followed by whether it is required and how many files fit.
  const instructionKey = `documents.instruction.${requirement.DOC_TYPE_CODE}`;
  const specific = hasText(instructionKey) ? t(instructionKey) : textField(requirement.INSTRUCTION);
  const rule = t(
    requirement.MIN_STATUS_LEVEL > 0 ? 'documents.instruction.required' : 'documents.instruction.optional',
    { max: requirement.MAX_DOCUMENTS },
  );
  const template = requirement.DOWNLOAD_DOC;
  const error = notice?.kind === 'error' ? notice.text : null;

  return (
    <section className="pl-doc-block" aria-labelledby={headingId}>
      <Heading
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className={`utrecht-heading-${headingLevel} pl-doc-block__heading`}
      >
        {title}
      </Heading>
      {specific ? <p className="utrecht-paragraph">{specific}</p> : null}
      <p className="utrecht-paragraph">{rule}</p>
      {template ? (
        <p className="utrecht-paragraph">
          <button
            type="button"
            className="pl-link-button pl-doc-block__template"
            onClick={() => downloadDocument(template.ID, template.FILENAME).catch(() => undefined)}
          >
            {t('documents.template', { filename: template.FILENAME })}
          </button>
        </p>
      ) : null}

      {documents.length > 0 ? (
        <ul className="pl-doc-files" aria-label={t('documents.files.label')}>
          {documents.map((document) => (
            <DocumentItem
              key={`${document.kind}-${document.id}`}
              document={document}
              onView={() => view(document)}
              onDelete={() => setDeleting(document)}
            />
          ))}
        </ul>
      ) : (
        <p className="utrecht-paragraph pl-doc-block__none">{t('documents.files.none')}</p>
      )}

      {uploadOpen ? (
        <div className="pl-upload">
          <div className={`pl-upload__box${error ? ' pl-upload__box--invalid' : ''}`}>
            <input
              ref={input}
              id={inputId}
              type="file"
              className="pl-upload__input"
              accept={ACCEPT}
              // 'Choose a file' and the document it is for: every block has such a box.
              aria-labelledby={`${labelId} ${headingId}`}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              onChange={(event) => choose(event.currentTarget.files)}
              onKeyDown={onInputKeyDown}
            />
            <UploadIcon />
            <label id={labelId} htmlFor={inputId} className="pl-upload__label">
              {t('documents.upload.choose')}
            </label>
            <span id={hintId} className="pl-upload__hint">
              {t('documents.upload.hint', { max: maxUploadMb })}
            </span>
          </div>
          <div className="pl-upload__camera">
            <button
              id={cameraButtonId}
              type="button"
              className={SECONDARY}
              aria-labelledby={`${cameraButtonId} ${headingId}`}
              onClick={openCamera}
              disabled={camera === 'unavailable'}
              aria-describedby={camera === 'unavailable' ? cameraHintId : undefined}
            >
              <CameraIcon />
              {t('documents.upload.camera')}
            </button>
            {camera === 'unavailable' ? (
              <p id={cameraHintId} className="utrecht-paragraph pl-upload__camera-hint">
                {t('documents.upload.camera_unavailable')}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="utrecht-paragraph">{t('documents.upload.max_reached', { max: requirement.MAX_DOCUMENTS })}</p>
      )}

      <div className="pl-doc-block__notice" aria-live="polite">
        {notice ? (
          <p
            id={notice.kind === 'error' ? errorId : undefined}
            className={`utrecht-paragraph ${notice.kind === 'error' ? 'pl-field__error' : 'pl-doc-block__status'}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      <DocumentViewerDialog
        open={viewing !== null}
        documentId={viewing?.documentId}
        file={viewing?.file}
        fileName={viewing?.fileName}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('documents.delete.title')}
        text={t('documents.delete.text', { filename: deleting?.fileName ?? '' })}
        confirmLabel={t('documents.delete.confirm')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      {fullScreenCameraReturnTo ? null : (
        <CameraDialog open={cameraOpen} onCapture={(file) => void send(file)} onClose={closeCamera} />
      )}
    </section>
  );
}

function DocumentItem({
  document,
  onView,
  onDelete,
}: {
  document: ShownDocument;
  onView: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const statusId = useId();
  const mode = viewerMode(document.fileName);
  const preview = useObjectUrl(document.kind === 'session' && mode === 'image' ? document.upload.file : null);
  const extension = fileExtension(document.fileName).toUpperCase();
  const rejected = document.kind === 'server' && document.rejected ? document.document : null;
  const rejectedLabel = t('documents.file.rejected');
  const { description, reason } = rejected ? rejectionTexts(rejected, rejectedLabel) : { description: '', reason: '' };
  const filename = document.fileName;

  return (
    <li className={`pl-doc-file${rejected ? ' pl-doc-file--rejected' : ''}`}>
      <button
        type="button"
        className="pl-doc-file__view"
        onClick={onView}
        aria-label={t(mode === 'download' ? 'documents.file.download' : 'documents.file.view', { filename })}
        aria-describedby={rejected ? statusId : undefined}
      >
        <span className="pl-doc-file__thumb">
          {preview ? (
            <img className="pl-doc-file__image" src={preview} alt="" />
          ) : (
            <>
              <FileIcon />
              {extension ? <span className="pl-doc-file__type">{extension}</span> : null}
            </>
          )}
        </span>
        <span className="pl-doc-file__name">
          <FileName name={filename} />
        </span>
      </button>
      {rejected ? (
        <p id={statusId} className="utrecht-paragraph pl-doc-file__status">
          <WarningIcon />
          <span>
            <strong>{rejectedLabel}</strong>
            {description ? `: ${description}` : null}
            {reason ? (
              <>
                <br />
                {t('documents.file.rejected_reason', { reason })}
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      {document.deletable ? (
        <button
          type="button"
          className={`${SECONDARY} pl-doc-file__delete`}
          onClick={onDelete}
          aria-label={t('documents.file.delete_named', { filename })}
        >
          <DeleteIcon />
          {t('documents.file.delete')}
        </button>
      ) : null}
    </li>
  );
}

/** A text field the server may add to an uploaded document (STATUS_DESCRIPTION, STATUS_REASON_DESC). */
function textField(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
