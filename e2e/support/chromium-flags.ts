/**
 * How the tests start Chromium (support/fixtures.ts), in a module of its own so that tests/chromium-flags.e2e.ts can
 * check the flags against the browser as Playwright starts it.
 */

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright 1.64 turns off in every Chromium it starts (its `chromiumSwitches.ts`), as one
 * `--disable-features`. Chromium takes only the last `--disable-features` it is given, so the tests' own flag has to
 * repeat these, or it would switch them back on. tests/chromium-flags.e2e.ts fails when Playwright's list gains one
 * that is missing here (after an update of playwright-core).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The pop-up of the address bar, which Chromium 156 builds as pages of its own interface
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode variant) and loads ahead of use, for every profile, so for
 * every browser context a test opens. A headless browser never shows it, and it kept a renderer busy all the time:
 * measured on a 2-core machine, a browser idling with one page used 0.9-1.0 s of CPU per 10 s with it and 0.16 s
 * without, and a browser opening six contexts in turn 17.3 s against 7.0 s (decision 058).
 */
export const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Flags that keep Chromium quiet and deterministic in a container without a GPU or network services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`,
  // A camera for getUserMedia without hardware: Chromium's fake device (a moving test pattern), and
  // the permission prompt answered yes, so the documents' camera dialog can be used.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
