import { afterEach, describe, expect, it } from 'vitest';
import { authorized } from '../../lib/authorization';
import { availabilityFromDevices } from './camera-availability';
import {
  cameraHandOver,
  cancelPhotoRequest,
  deliverPhoto,
  pendingPhotoRequest,
  requestFullScreenPhoto,
  takeCapturedPhoto,
} from './camera-store';

const photo = () => new File(['jpeg'], 'Photo of document.jpg', { type: 'image/jpeg' });

afterEach(() => {
  cameraHandOver.set({ request: null, photo: null });
  authorized.set(false);
});

describe('the full-screen camera hand-over', () => {
  it('brings the photo back to the requirement that asked for it, once', () => {
    expect(requestFullScreenPhoto('/upload-files-for-pending-request/12', 7)).toBe(true);
    expect(pendingPhotoRequest()).toEqual({ returnTo: '/upload-files-for-pending-request/12', rpgId: 7 });
    const taken = photo();
    expect(deliverPhoto(taken)).toBe('/upload-files-for-pending-request/12');
    expect(pendingPhotoRequest()).toBeNull();
    expect(takeCapturedPhoto(8)).toBeNull();
    expect(takeCapturedPhoto(7)).toBe(taken);
    expect(takeCapturedPhoto(7)).toBeNull();
  });

  it('goes back without a photo on cancel', () => {
    requestFullScreenPhoto('/home', 7);
    expect(cancelPhotoRequest()).toBe('/home');
    expect(pendingPhotoRequest()).toBeNull();
    expect(takeCapturedPhoto(7)).toBeNull();
  });

  it('has nowhere to go without a request', () => {
    expect(deliverPhoto(photo())).toBeNull();
    expect(cancelPhotoRequest()).toBeNull();
    expect(takeCapturedPhoto(7)).toBeNull();
  });

  it('refuses to return anywhere but a path inside the municipality', () => {
    expect(requestFullScreenPhoto('https://evil.example/', 7)).toBe(false);
    expect(requestFullScreenPhoto('//evil.example', 7)).toBe(false);
    expect(pendingPhotoRequest()).toBeNull();
  });

  it('drops an untaken photo when a new photo is asked for', () => {
    requestFullScreenPhoto('/a', 7);
    deliverPhoto(photo());
    requestFullScreenPhoto('/a', 7);
    expect(takeCapturedPhoto(7)).toBeNull();
  });

  it('forgets the request and the photo at logout', () => {
    authorized.set(true);
    requestFullScreenPhoto('/a', 7);
    deliverPhoto(photo());
    requestFullScreenPhoto('/b', 8);
    authorized.set(false);
    expect(pendingPhotoRequest()).toBeNull();
    requestFullScreenPhoto('/a', 7);
    deliverPhoto(photo());
    authorized.set(true);
    authorized.set(false);
    expect(takeCapturedPhoto(7)).toBeNull();
  });
});

describe('camera availability', () => {
  it('is available when enumerateDevices lists a video input', () => {
    expect(availabilityFromDevices([{ kind: 'audioinput' }, { kind: 'videoinput' }])).toBe('available');
    expect(availabilityFromDevices([{ kind: 'audioinput' }, { kind: 'audiooutput' }])).toBe('unavailable');
    expect(availabilityFromDevices([])).toBe('unavailable');
  });
});
