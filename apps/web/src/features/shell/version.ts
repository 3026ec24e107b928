/** The app version shown in the footer and the About dialog: package version plus build id (DECISIONS 1). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
