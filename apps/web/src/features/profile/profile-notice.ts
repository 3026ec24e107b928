/**
 * What /user says after coming back from a change made elsewhere (the IBAN editor, the address
 * wizard): a text key, shown once in the screen's status region. In memory only, so a reload
 * does not say it again.
 */
import { createStore } from '../../lib/store';

export const profileNotice = createStore<string | null>(null);
