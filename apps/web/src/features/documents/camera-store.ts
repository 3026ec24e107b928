/**
 * Hands a photo from the full-screen camera (/start-camera, lifecycle 2.5) back to the screen that
 * asked for it. In memory only: a photo of an identity document does not belong in storage, and a
 * reload simply loses the request (the camera screen then offers a way back).
 *
 * Who uses which camera: the request flow keeps its state in the page (its stages are not routes), so
 * leaving the page for /start-camera would lose it; it uses the camera dialog (CameraDialog). The
 * full-screen route serves flows whose state survives a navigation, such as continuing a pending
 * request (/upload-files-for-pending-request/{requestId}, which loads everything from the request id):
 *
 *   requestFullScreenPhoto('/upload-files-for-pending-request/12', rpgId); navigate(paths.startCamera);
 *   // … the camera screen calls deliverPhoto(file) or cancelPhotoRequest(), then navigates to returnTo;
 *   // back on that screen, the block for rpgId calls takeCapturedPhoto(rpgId) and uploads it.
 *
 * A logout forgets both the request and an untaken photo.
 */
import { authorized } from '../../lib/authorization';
import { createStore } from '../../lib/store';
import { safeReturnPath } from './upload-rules';

export interface PhotoRequest {
  /** The path (inside the municipality) the camera returns to. */
  returnTo: string;
  /** The document requirement (RPG_ID) the photo is for. */
  rpgId: number;
}

interface CameraHandOver {
  request: PhotoRequest | null;
  photo: { rpgId: number; file: File } | null;
}

const EMPTY: CameraHandOver = { request: null, photo: null };

export const cameraHandOver = createStore<CameraHandOver>(EMPTY);

let watchingLogout = false;

function watchLogout(): void {
  if (watchingLogout) return;
  watchingLogout = true;
  authorized.subscribe(() => {
    if (!authorized.get()) cameraHandOver.set(EMPTY);
  });
}

/**
 * Asks the full-screen camera for a photo for requirement `rpgId`, to be brought back to `returnTo`.
 * Replaces an earlier request and drops a photo that was never taken. False when `returnTo` is not a
 * path inside the municipality.
 */
export function requestFullScreenPhoto(returnTo: string, rpgId: number): boolean {
  watchLogout();
  const path = safeReturnPath(returnTo);
  if (path === null) return false;
  cameraHandOver.set({ request: { returnTo: path, rpgId }, photo: null });
  return true;
}

/** The open request, if any (the camera screen reads it). */
export function pendingPhotoRequest(): PhotoRequest | null {
  return cameraHandOver.get().request;
}

/** The camera screen's OK: keeps the photo for the requirement and closes the request. Where to go next. */
export function deliverPhoto(file: File): string | null {
  const { request } = cameraHandOver.get();
  if (!request) return null;
  cameraHandOver.set({ request: null, photo: { rpgId: request.rpgId, file } });
  return request.returnTo;
}

/** The camera screen's Cancel (or a camera that cannot start): closes the request. Where to go next. */
export function cancelPhotoRequest(): string | null {
  const { request } = cameraHandOver.get();
  if (!request) return null;
  cameraHandOver.set({ ...cameraHandOver.get(), request: null });
  return request.returnTo;
}

/** The photo taken for requirement `rpgId`, once: taking it forgets it. Null when there is none. */
export function takeCapturedPhoto(rpgId: number): File | null {
  const { photo } = cameraHandOver.get();
  if (!photo || photo.rpgId !== rpgId) return null;
  cameraHandOver.set({ ...cameraHandOver.get(), photo: null });
  return photo.file;
}
