import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The package version, plus the build id when the deployment sets BUILD_ID. */
export const APP_VERSION = process.env.BUILD_ID
  ? `${packageJson.version}+${process.env.BUILD_ID}`
  : packageJson.version;
