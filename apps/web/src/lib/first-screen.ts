/**
 * Whether a screen has shown its title (components/screen-title.tsx, the one h1 of every screen) since the
 * page opened: work the first screen does not need (app/bootstrap.tsx: the texts' comparison) waits for it.
 */
import { createStore } from './store';

export const screenShown = createStore(false);
