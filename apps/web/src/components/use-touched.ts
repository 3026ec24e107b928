import { useCallback, useState } from 'react';

/** Which fields the user has left (or tried to submit), so that errors show only after a first try. */
export function useTouched<K extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<K>>(() => new Set());
  const touch = useCallback((...keys: K[]) => {
    setTouched((current) => (keys.every((key) => current.has(key)) ? current : new Set([...current, ...keys])));
  }, []);
  const isTouched = useCallback((key: K) => touched.has(key), [touched]);
  return { isTouched, touch };
}
