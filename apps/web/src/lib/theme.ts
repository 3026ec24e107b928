/**
 * The municipality's look (design tokens). The server puts a
 * <link rel="stylesheet" href="/{tenant}/theme.css"> in the page head (replacing the
 * `tenant-head` comment of index.html); that stylesheet sets only the brand tokens of
 * styles/tokens.css. Under `vite dev` the comment stays, so the link is added here.
 */
import { themeStylesheetUrl } from './tenant';

export function ensureTenantStylesheet(tenant: string): void {
  const href = themeStylesheetUrl(tenant);
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  if ([...links].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // Before the app's own styles would not matter (the brand defaults have no specificity), but keep it first.
  document.head.prepend(link);
}
