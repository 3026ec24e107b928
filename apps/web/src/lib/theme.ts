/**
 * The municipality's look (design tokens). The server puts them in the page head as
 * <style id="pl-theme"> (replacing the `tenant-head` comment of index.html); they set only the
 * brand tokens of styles/tokens.css. Under `vite dev` the comment stays, so a link to
 * /{tenant}/theme.css is added here.
 */
import { themeStylesheetUrl } from './tenant';

export function ensureTenantStylesheet(tenant: string): void {
  if (document.getElementById('pl-theme')) return;
  const href = themeStylesheetUrl(tenant);
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  if ([...links].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // Before the app's own styles would not matter (the brand defaults have no specificity), but keep it first.
  document.head.prepend(link);
}
