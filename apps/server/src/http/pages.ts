/** Small server-rendered pages for answers the web app cannot give (no tenant, app not built). */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function simplePage(titleNl: string, titleEn: string, bodyNl: string, bodyEn: string): string {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titleNl)} | ${escapeHtml(titleEn)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff;line-height:1.5}</style>
</head>
<body><main>
<h1>${escapeHtml(titleNl)}</h1><p>${escapeHtml(bodyNl)}</p>
<div lang="en"><h2>${escapeHtml(titleEn)}</h2><p>${escapeHtml(bodyEn)}</p></div>
</main></body></html>`;
}

export const notFoundPage = () =>
  simplePage(
    'Pagina niet gevonden',
    'Page not found',
    'Deze pagina of gemeente bestaat hier niet. Controleer het adres.',
    'This page or municipality does not exist here. Please check the address.',
  );

export const appNotBuiltPage = () =>
  simplePage(
    'Tijdelijk niet beschikbaar',
    'Temporarily unavailable',
    'Het loket is nog niet klaar om te tonen. Probeer het zo opnieuw.',
    'The portal is not ready to be shown yet. Please try again shortly.',
  );

export const chooseMunicipalityPage = () =>
  simplePage(
    'Parkeerloket',
    'Parking counter',
    'Open het loket via de website van uw gemeente.',
    "Open the portal through your municipality's website.",
  );
