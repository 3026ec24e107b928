/**
 * Answers the server puts into the page itself (web-app-plugin.ts: `#pl-boot`), so the first
 * screen paints complete without waiting for them: the login options, the settings map and the
 * municipality's texts of the welcome screen.
 * Anything missing or malformed is simply asked for as usual.
 */
export interface BootData {
  loginOptions?: { LOGIN_OPTIONS_CITIZENS?: string; LOGIN_OPTIONS_COMPANIES?: string };
  settings?: Record<string, string>;
  /** The municipality's texts of the welcome screen per locale (its name, the site title). */
  texts?: Partial<Record<string, Record<string, string>>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

export function parseBootData(text: string | null | undefined): BootData {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(value)) return {};
  const boot: BootData = {};
  if (isStringRecord(value.loginOptions)) boot.loginOptions = value.loginOptions;
  if (isStringRecord(value.settings)) boot.settings = value.settings;
  if (isRecord(value.texts)) {
    const texts = Object.entries(value.texts).filter((entry): entry is [string, Record<string, string>] =>
      isStringRecord(entry[1]),
    );
    if (texts.length > 0) boot.texts = Object.fromEntries(texts);
  }
  return boot;
}

export function readBootData(): BootData {
  return parseBootData(document.getElementById('pl-boot')?.textContent);
}
