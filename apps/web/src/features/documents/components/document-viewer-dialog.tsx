/**
 * The document viewer (lifecycle 2.8): images and PDF inline, with OK and Download. A Word document
 * (DOCX) cannot be rendered by a browser: the viewer shows its name, says so, and offers Download.
 * Any other type is downloaded at once and the viewer closes. A document of the server is fetched
 * with eloket/get_document (its name from content-disposition); a file of this session is shown as
 * it is. Object URLs live only while the viewer shows them and are revoked when it closes.
 */
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { type DownloadedFile, ServiceError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { failureText } from '../../../lib/failure-message';
import { fetchDocument } from '../api/get-document';
import { viewerMimeType, viewerMode } from '../upload-rules';
import { useObjectUrl } from '../use-camera';
import '../documents.css';

export interface DocumentViewerDialogProps {
  open: boolean;
  /** A document of the server (fetched with eloket/get_document). */
  documentId?: number;
  /** A file of this session (shown as it is); wins over documentId. */
  file?: File;
  /** The name the list shows (FILENAME): the title while loading, and the name when the answer gives none. */
  fileName?: string;
  onClose(): void;
}

export function DocumentViewerDialog({ open, documentId, file, fileName, onClose }: DocumentViewerDialogProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<DownloadedFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const okButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setLoaded(null);
    setFailure(null);
    if (!open) return;
    if (file) {
      setLoaded({ blob: file, fileName: file.name });
      return;
    }
    if (documentId === undefined) return;
    const controller = new AbortController();
    fetchDocument(documentId, { quiet: true, signal: controller.signal, knownName: fileName }).then(
      (fetched) => {
        if (!controller.signal.aborted) setLoaded(fetched);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(error instanceof ServiceError ? failureText(error) : t('documents.viewer.failed'));
      },
    );
    return () => controller.abort();
  }, [open, documentId, file, fileName, t]);

  // The dialog opens with the focus on OK (not inside the PDF).
  useEffect(() => {
    if (open) okButton.current?.focus();
  }, [open]);

  const mode = loaded ? viewerMode(loaded.fileName) : null;

  // Types the viewer does not show are downloaded at once (once per fetched file).
  const savedAtOnce = useRef<DownloadedFile | null>(null);
  useEffect(() => {
    if (!open || !loaded || mode !== 'download' || savedAtOnce.current === loaded) return;
    savedAtOnce.current = loaded;
    saveFile(loaded);
    onClose();
  }, [open, loaded, mode, onClose]);

  // The blob gets the type that makes the browser show it (a server may answer application/octet-stream).
  const shown = useMemo(() => {
    if (!loaded || (mode !== 'image' && mode !== 'pdf')) return null;
    const type = viewerMimeType(loaded.fileName);
    return type && loaded.blob.type !== type ? new Blob([loaded.blob], { type }) : loaded.blob;
  }, [loaded, mode]);
  const url = useObjectUrl(open ? shown : null);

  const name = loaded?.fileName ?? file?.name ?? fileName ?? '';
  const title = name || t('documents.viewer.title');

  let content: ReactNode;
  if (failure) {
    content = (
      <Alert type="error">
        <p className="utrecht-paragraph">{failure}</p>
        <p className="utrecht-paragraph">{t('documents.viewer.failed')}</p>
      </Alert>
    );
  } else if (!loaded || ((mode === 'image' || mode === 'pdf') && !url)) {
    content = (
      <p className="utrecht-paragraph" role="status">
        {t('documents.viewer.loading')}
      </p>
    );
  } else if (mode === 'image' && url) {
    content = <img className="pl-viewer__image" src={url} alt={name} />;
  } else if (mode === 'pdf' && url) {
    content = (
      <object
        className="pl-viewer__pdf"
        data={url}
        type="application/pdf"
        title={t('documents.viewer.pdf_title', { filename: name })}
      >
        <p className="utrecht-paragraph pl-viewer__note">{t('documents.viewer.pdf_fallback')}</p>
      </object>
    );
  } else {
    content = (
      <div className="pl-viewer__file">
        <p className="utrecht-paragraph pl-viewer__name">{name}</p>
        <p className="utrecht-paragraph pl-viewer__note">{t('documents.viewer.docx_note')}</p>
      </div>
    );
  }

  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <button
            ref={okButton}
            type="button"
            className="utrecht-button utrecht-button--primary-action"
            onClick={onClose}
          >
            {t('common.ok')}
          </button>
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            disabled={!loaded}
            onClick={() => loaded && saveFile(loaded)}
          >
            {t('documents.viewer.download')}
          </button>
        </>
      }
    >
      <div className="pl-viewer">{content}</div>
    </ModalDialog>
  );
}
