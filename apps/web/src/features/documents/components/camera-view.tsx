/**
 * What the camera dialog and the full-screen camera both show: the live video, or the still just
 * taken, with the camera's state announced politely. `block` is the CSS block of the surrounding
 * screen (pl-camera, pl-full-camera), so each keeps its own layout.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { type Camera, type CameraPhase, useObjectUrl } from '../use-camera';

/** The announcement for a phase; `unavailableKey` says what to do when the camera cannot be used here. */
export function cameraStatus(t: TFunction, phase: CameraPhase, unavailableKey: string): string {
  if (phase === 'starting') return t('documents.camera.starting');
  if (phase === 'live') return t('documents.camera.live');
  if (phase === 'captured') return t('documents.camera.captured');
  if (phase === 'failed') return t(unavailableKey);
  return '';
}

export function CameraFrame({ camera, block }: { camera: Camera; block: 'pl-camera' | 'pl-full-camera' }) {
  const { t } = useTranslation();
  const preview = useObjectUrl(camera.photo);
  const { phase } = camera;
  return (
    <div className={`${block}__frame`} hidden={phase === 'failed'}>
      <video
        ref={camera.videoRef}
        className={`${block}__video`}
        aria-label={t('documents.camera.video')}
        hidden={phase === 'captured'}
        autoPlay
        playsInline
        muted
      />
      {phase === 'captured' && preview ? (
        <img className={`${block}__video`} src={preview} alt={t('documents.camera.preview')} />
      ) : null}
    </div>
  );
}
