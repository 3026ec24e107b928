import { describe, expect, it } from 'vitest';
import { createProgressCounter } from './progress';

describe('progress counter', () => {
  it('goes up per started call and down per ended call', () => {
    const counter = createProgressCounter();
    counter.start();
    counter.start();
    expect(counter.get()).toBe(2);
    counter.end();
    expect(counter.get()).toBe(1);
    counter.end();
    expect(counter.get()).toBe(0);
  });

  it('never goes below 0', () => {
    const counter = createProgressCounter();
    counter.end();
    counter.end();
    expect(counter.get()).toBe(0);
    counter.start();
    expect(counter.get()).toBe(1);
  });

  it('comes down when tracked work fails', async () => {
    const counter = createProgressCounter();
    await expect(counter.track(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    expect(counter.get()).toBe(0);
  });

  it('is up while tracked work runs', async () => {
    const counter = createProgressCounter();
    let during = -1;
    await counter.track(async () => {
      during = counter.get();
    });
    expect(during).toBe(1);
    expect(counter.get()).toBe(0);
  });

  it('tells subscribers about changes', () => {
    const counter = createProgressCounter();
    const seen: number[] = [];
    const unsubscribe = counter.subscribe(() => seen.push(counter.get()));
    counter.start();
    counter.end();
    counter.end();
    unsubscribe();
    counter.start();
    expect(seen).toEqual([1, 0]);
  });
});
