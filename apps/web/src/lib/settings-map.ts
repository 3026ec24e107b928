/**
 * Reading the tenant's settings map (core 3.7). The contract sends every value as a
 * string; a number that slips through is read the same way.
 */
import { isHttpAddress, maxUploadMb } from '@parkeerloket/contract';

export type SettingsMap = Readonly<Record<string, string>>;

function raw(settings: SettingsMap, name: string): string | undefined {
  const value: unknown = settings[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function settingText(settings: SettingsMap, name: string, fallback = ''): string {
  return raw(settings, name) ?? fallback;
}

/** A number setting; `fallback` when absent or not a number. */
export function settingNumber(settings: SettingsMap, name: string, fallback = 0): number {
  const value = raw(settings, name);
  if (!value || !/^-?\d+(\.\d+)?$/.test(value)) return fallback;
  return Number(value);
}

/** A Y/N flag: true only for 'Y'. */
export function settingFlag(settings: SettingsMap, name: string): boolean {
  return settingText(settings, name).toUpperCase() === 'Y';
}

/** MAX_UPLOAD_MB read by the contract's one parser (the server uses the same): '2,5' is 2.5; unset or bad is 3. */
export function settingMaxUploadMb(settings: SettingsMap): number {
  return maxUploadMb(raw(settings, 'MAX_UPLOAD_MB'));
}

/** A setting the browser follows as a link: the value when it is an absolute http(s) address, else null (never a script or relative address). */
export function settingUrl(settings: SettingsMap, name: string): string | null {
  const value = settingText(settings, name);
  return isHttpAddress(value) ? new URL(value).href : null;
}
