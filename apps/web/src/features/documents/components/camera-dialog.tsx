/**
 * The camera dialog of the upload box (lifecycle 2.5, 9): live video, Capture, then Retake or OK;
 * Cancel (or Escape) at any time. The photo is a PNG at quality 0.7 (canvas.toBlob) named
 * camera_{timestamp}.png. OK calls onCapture(file) and then onClose(). Every track stops when the
 * dialog closes. When the camera cannot start, the reason is only logged (lifecycle 8), the camera
 * button is disabled from then on, and the dialog says so instead of showing an empty frame.
 */
import { CAMERA } from '@parkeerloket/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { cameraFileName } from '../upload-rules';
import { useCamera } from '../use-camera';
import { CameraFrame, cameraStatus } from './camera-view';
import '../documents.css';

export interface CameraDialogProps {
  open: boolean;
  onCapture(file: File): void;
  onClose(): void;
}

/** Any camera; on a phone the rear one is preferred (documents are photographed away from the user). */
const DIALOG_CONSTRAINTS: MediaTrackConstraints = { facingMode: { ideal: 'environment' } };
const DIALOG_OUTPUT = { type: CAMERA.dialog.type, quality: CAMERA.dialog.quality };

const PRIMARY = 'utrecht-button utrecht-button--primary-action';
const SECONDARY = 'utrecht-button utrecht-button--secondary-action';

export function CameraDialog({ open, onCapture, onClose }: CameraDialogProps) {
  const { t } = useTranslation();
  const camera = useCamera(open, DIALOG_CONSTRAINTS, DIALOG_OUTPUT);
  const firstAction = useRef<HTMLButtonElement>(null);
  const { phase } = camera;

  // Once the camera runs, Capture takes the focus (it was disabled while starting); after Capture and
  // Retake the button pressed is gone, so the focus goes to the first action of the new phase.
  const previousPhase = useRef(phase);
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phase;
    const moved =
      (before === 'starting' && phase === 'live') ||
      (before === 'live' && phase === 'captured') ||
      (before === 'captured' && phase === 'live');
    if (moved) firstAction.current?.focus();
  }, [phase]);

  function accept() {
    if (!camera.photo) return;
    const file = new File([camera.photo], cameraFileName(Date.now()), { type: CAMERA.dialog.type });
    onCapture(file);
    onClose();
  }

  const cancel = (
    <button type="button" className={SECONDARY} onClick={onClose}>
      {t('documents.camera.cancel')}
    </button>
  );
  let actions = cancel;
  if (phase === 'live' || phase === 'starting') {
    actions = (
      <>
        <button
          ref={firstAction}
          type="button"
          className={PRIMARY}
          onClick={() => void camera.capture()}
          disabled={phase !== 'live'}
        >
          {t('documents.camera.capture')}
        </button>
        {cancel}
      </>
    );
  } else if (phase === 'captured') {
    actions = (
      <>
        <button ref={firstAction} type="button" className={PRIMARY} onClick={accept}>
          {t('common.ok')}
        </button>
        <button type="button" className={SECONDARY} onClick={camera.retake}>
          {t('documents.camera.retake')}
        </button>
        {cancel}
      </>
    );
  }

  const status = cameraStatus(t, phase, 'documents.camera.unavailable');

  return (
    <ModalDialog open={open} title={t('documents.camera.title')} onClose={onClose} actions={actions}>
      <div className="pl-camera">
        <CameraFrame camera={camera} block="pl-camera" />
        <p className="utrecht-paragraph pl-camera__status" aria-live="polite">
          {status}
        </p>
      </div>
    </ModalDialog>
  );
}
