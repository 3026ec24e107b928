/**
 * Whether the camera can be offered (lifecycle 2.5, 8): the camera button is disabled when the
 * browser has no camera access (no mediaDevices: an old browser or a page not served over HTTPS),
 * no camera, or access was denied. Checked once up front (enumerateDevices, and the permission
 * where the browser tells it); any later failure to start the camera disables it too. Camera errors
 * are only logged: the file picker always works.
 */
import { createStore } from '../../lib/store';

export type CameraAvailability = 'unknown' | 'available' | 'unavailable';

export const cameraAvailability = createStore<CameraAvailability>('unknown');

/** What enumerateDevices says: a video input means a camera (before permission its label is empty). */
export function availabilityFromDevices(devices: readonly Pick<MediaDeviceInfo, 'kind'>[]): CameraAvailability {
  return devices.some((device) => device.kind === 'videoinput') ? 'available' : 'unavailable';
}

/** Logs why the camera could not be used and disables the camera button for the rest of the visit. */
export function cameraFailed(error: unknown): void {
  const name = error instanceof Error || error instanceof DOMException ? error.name : String(error);
  console.warn(`Camera not available (${name})`, error);
  cameraAvailability.set('unavailable');
}

function mediaDevices(): MediaDevices | null {
  if (typeof navigator === 'undefined') return null;
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  return devices && typeof devices.getUserMedia === 'function' ? devices : null;
}

let checked = false;

/** Checks once whether there is a camera; until it is known the button stays enabled. */
export function checkCameraAvailability(): void {
  if (checked) return;
  checked = true;
  const devices = mediaDevices();
  if (!devices) {
    cameraFailed(new DOMException('navigator.mediaDevices is not available', 'NotSupportedError'));
    return;
  }
  const permission: Promise<PermissionState | null> =
    typeof navigator.permissions?.query === 'function'
      ? navigator.permissions
          .query({ name: 'camera' as PermissionName })
          .then((status) => status.state)
          .catch(() => null)
      : Promise.resolve(null);
  const listed: Promise<CameraAvailability> =
    typeof devices.enumerateDevices === 'function'
      ? devices.enumerateDevices().then(availabilityFromDevices, () => 'unknown' as const)
      : Promise.resolve('unknown');
  void Promise.all([permission, listed]).then(([state, availability]) => {
    if (cameraAvailability.get() === 'unavailable') return;
    if (state === 'denied') cameraFailed(new DOMException('Camera permission denied', 'NotAllowedError'));
    else if (availability === 'unavailable') cameraFailed(new DOMException('No camera found', 'NotFoundError'));
    else if (availability === 'available') cameraAvailability.set('available');
  });
}

/** Starts a camera stream; a failure is logged and disables the camera button. */
export async function openCamera(video: MediaTrackConstraints): Promise<MediaStream | null> {
  const devices = mediaDevices();
  if (!devices) {
    cameraFailed(new DOMException('navigator.mediaDevices is not available', 'NotSupportedError'));
    return null;
  }
  try {
    const stream = await devices.getUserMedia({ video, audio: false });
    cameraAvailability.set('available');
    return stream;
  } catch (error) {
    // NotAllowedError (denied), NotFoundError (no camera), NotReadableError (in use), ...
    cameraFailed(error);
    return null;
  }
}

export function stopCamera(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
