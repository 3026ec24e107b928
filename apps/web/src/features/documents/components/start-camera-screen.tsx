/**
 * /start-camera (lifecycle 2.1, 2.5, 9): the full-screen camera. It uses the rear camera
 * (facingMode environment, preferred, so a laptop's only camera still works), takes a JPEG at
 * quality 0.97 named 'Photo of document.jpg', and hands it back through camera-store.ts to the
 * screen that asked (requestFullScreenPhoto), then goes back there. Cancel (or Escape) goes back
 * without a photo. Opened without a request (a reload, a bookmark) it says so and offers a way back.
 *
 * Full screen: the camera is a modal <dialog> that fills the viewport, so the rest of the page is
 * inert and the keyboard stays on the camera's controls.
 */
import { CAMERA } from '@parkeerloket/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { cancelPhotoRequest, deliverPhoto, type PhotoRequest, pendingPhotoRequest } from '../camera-store';
import { FULL_SCREEN_PHOTO_NAME } from '../upload-rules';
import { useCamera } from '../use-camera';
import { CameraFrame, cameraStatus } from './camera-view';
import '../documents.css';
import { paths } from '../../../lib/paths';

const REAR_CAMERA: MediaTrackConstraints = { facingMode: { ideal: CAMERA.fullScreen.facingMode } };
const FULL_SCREEN_OUTPUT = { type: CAMERA.fullScreen.type, quality: CAMERA.fullScreen.quality };

const PRIMARY = 'utrecht-button utrecht-button--primary-action';
const SECONDARY = 'utrecht-button utrecht-button--secondary-action';

export function StartCameraScreen() {
  const { t } = useTranslation();
  // Read once: the request belongs to this visit of the screen.
  const [request] = useState<PhotoRequest | null>(pendingPhotoRequest);

  if (!request) {
    return (
      <>
        <ScreenTitle title={t('documents.start_camera.title')} />
        <p className="utrecht-paragraph">{t('documents.start_camera.no_request')}</p>
        <p className="utrecht-paragraph">
          <Link to={paths.home} className="utrecht-link utrecht-link--html-a">
            {t('documents.start_camera.back')}
          </Link>
        </p>
      </>
    );
  }
  return <FullScreenCamera />;
}

function FullScreenCamera() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  const camera = useCamera(true, REAR_CAMERA, FULL_SCREEN_OUTPUT);
  const { phase } = camera;
  const done = useRef(false);
  const shown = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    shown.current = true;
    if (element && !element.open) element.showModal();
    element?.querySelector<HTMLElement>('h1')?.focus();
    return () => {
      shown.current = false;
      if (element?.open) element.close();
    };
  }, []);

  // Capture is disabled while the camera starts; after Capture and Retake the pressed button is gone.
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

  function leave(returnTo: string | null) {
    if (done.current) return;
    done.current = true;
    navigate(returnTo ?? paths.home, { replace: true });
  }

  function accept() {
    if (!camera.photo) return;
    leave(deliverPhoto(new File([camera.photo], FULL_SCREEN_PHOTO_NAME, { type: CAMERA.fullScreen.type })));
  }

  const cancel = () => leave(cancelPhotoRequest());

  const status = cameraStatus(t, phase, 'documents.start_camera.unavailable');

  return (
    <dialog
      ref={dialog}
      className="pl-full-camera"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onClose={() => {
        // Closed by the browser (Escape it did not let us prevent): leave as Cancel does. Not when the
        // screen itself closed it on the way out, nor when it was reopened at once (StrictMode).
        if (shown.current && !dialog.current?.open) cancel();
      }}
    >
      <div className="pl-full-camera__bar">
        <div id={titleId}>
          <ScreenTitle title={t('documents.start_camera.title')} />
        </div>
        <p className="utrecht-paragraph pl-full-camera__status" aria-live="polite">
          {status}
        </p>
      </div>
      <CameraFrame camera={camera} block="pl-full-camera" />
      <div className="pl-full-camera__actions">
        {phase === 'captured' ? (
          <>
            <button ref={firstAction} type="button" className={PRIMARY} onClick={accept}>
              {t('common.ok')}
            </button>
            <button type="button" className={SECONDARY} onClick={camera.retake}>
              {t('documents.camera.retake')}
            </button>
          </>
        ) : phase === 'failed' ? null : (
          <button
            ref={firstAction}
            type="button"
            className={PRIMARY}
            onClick={() => void camera.capture()}
            disabled={phase !== 'live'}
          >
            {t('documents.camera.capture')}
          </button>
        )}
        <button type="button" className={SECONDARY} onClick={cancel}>
          {phase === 'failed' ? t('documents.start_camera.back') : t('documents.camera.cancel')}
        </button>
      </div>
    </dialog>
  );
}
