/**
 * The live camera of the camera dialog and the full-screen camera: starts the stream while
 * `active`, shows it in the video element given to `videoRef`, takes a still through a canvas
 * (canvas.toBlob with the type and quality of lifecycle 9), and stops every track when it is no
 * longer active or the component goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { openCamera, stopCamera } from './camera-availability';

export type CameraPhase = 'idle' | 'starting' | 'live' | 'captured' | 'failed';

export interface Camera {
  /** Give this to the <video>: it shows the stream whenever the element is there. */
  videoRef: (element: HTMLVideoElement | null) => void;
  phase: CameraPhase;
  photo: Blob | null;
  capture: () => Promise<void>;
  retake: () => void;
}

function show(video: HTMLVideoElement, stream: MediaStream | null): void {
  if (video.srcObject !== stream) video.srcObject = stream;
  if (stream) {
    video.play().catch(() => {
      // Autoplay of a muted inline video is allowed; a refusal only leaves the first frame.
    });
  }
}

export function useCamera(
  active: boolean,
  constraints: MediaTrackConstraints,
  output: { type: string; quality: number },
): Camera {
  const video = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<CameraPhase>('idle');
  const [photo, setPhoto] = useState<Blob | null>(null);

  const videoRef = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    if (element) show(element, stream.current);
  }, []);

  useEffect(() => {
    setPhoto(null);
    if (!active) {
      setPhase('idle');
      return;
    }
    let cancelled = false;
    setPhase('starting');
    void openCamera(constraints).then((started) => {
      if (cancelled) {
        stopCamera(started);
        return;
      }
      if (!started) {
        setPhase('failed');
        return;
      }
      stream.current = started;
      if (video.current) show(video.current, started);
      setPhase('live');
    });
    return () => {
      cancelled = true;
      stopCamera(stream.current);
      stream.current = null;
      if (video.current) video.current.srcObject = null;
    };
  }, [active, constraints]);

  const capture = useCallback(async () => {
    const element = video.current;
    if (!element || element.videoWidth === 0 || element.videoHeight === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.drawImage(element, 0, 0, canvas.width, canvas.height);
    const still = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, output.type, output.quality));
    if (!still) {
      console.warn('Camera: the photo could not be made');
      return;
    }
    setPhoto(still);
    setPhase('captured');
  }, [output.type, output.quality]);

  const retake = useCallback(() => {
    setPhoto(null);
    setPhase(stream.current ? 'live' : 'failed');
    if (video.current) show(video.current, stream.current);
  }, []);

  return { videoRef, phase, photo, capture, retake };
}

/** An object URL for a blob while it is shown; revoked when the blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
