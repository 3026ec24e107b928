/**
 * A short notice for the next screen (issue 16): said on the page, in its status region, instead of a dialog to
 * click away — 'your e-mail address has been validated' on home after the code. It belongs to one screen (its
 * tenant-relative path) and is gone once the user leaves that screen. In memory only: a reload does not repeat it.
 */
import { createStore } from './store';

export interface PageNotice {
  /** A translation key. */
  textKey: string;
  /** The screen it is said on, tenant-relative ('/home'). */
  path: string;
}

export const pageNotice = createStore<PageNotice | null>(null);

export function showPageNotice(notice: PageNotice): void {
  pageNotice.set(notice);
}
