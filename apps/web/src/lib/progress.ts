/**
 * The shared progress counter (core 4.6): up when a call starts, down when it ends,
 * never below 0. The app is busy while it is above 0.
 */
import { createStore, type Store } from './store';

export interface ProgressCounter extends Store<number> {
  start(): void;
  end(): void;
  /** Runs `work` with the counter up, and brings it down however `work` ends. */
  track<T>(work: () => Promise<T>): Promise<T>;
}

export function createProgressCounter(): ProgressCounter {
  const store = createStore(0);
  return {
    ...store,
    start: () => store.set(store.get() + 1),
    end: () => store.set(Math.max(0, store.get() - 1)),
    async track(work) {
      store.set(store.get() + 1);
      try {
        return await work();
      } finally {
        store.set(Math.max(0, store.get() - 1));
      }
    },
  };
}

export const progress = createProgressCounter();
