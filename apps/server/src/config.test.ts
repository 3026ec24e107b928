import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const PUBLIC_URL = 'https://parkeren.example.nl';

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('the configuration', () => {
  it('refuses to start in production without PUBLIC_URL, naming the variable', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(
      /^Invalid configuration:\n {2}PUBLIC_URL: required with NODE_ENV=production/,
    );
    expect(refusal({ NODE_ENV: 'production', PUBLIC_URL: '' })).toContain('PUBLIC_URL');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL }).PUBLIC_URL).toBe(PUBLIC_URL);
  });

  it('starts without PUBLIC_URL outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  it('takes an outbox page token of at least 32 characters, and none when empty', () => {
    const token = 'x'.repeat(32);
    expect(loadConfig({ OUTBOX_PAGE_TOKEN: token }).OUTBOX_PAGE_TOKEN).toBe(token);
    expect(loadConfig({ OUTBOX_PAGE_TOKEN: '' }).OUTBOX_PAGE_TOKEN).toBeUndefined();
    expect(refusal({ OUTBOX_PAGE_TOKEN: 'geheim' })).toContain('OUTBOX_PAGE_TOKEN: must be at least 32 characters');
  });
});
