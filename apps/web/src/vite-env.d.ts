/// <reference types="vite/client" />

/** The package version plus a short build id, injected by Vite at build time. */
declare const __APP_VERSION__: string;
