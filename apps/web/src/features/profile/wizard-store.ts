/**
 * Where the address wizard keeps its state between steps: in memory, and in session storage per
 * tenant so that a reload in the middle of the wizard continues where it was. A state that is
 * gone or unreadable counts as none: the steps then send the user back to /user.
 */
import { authorized } from '../../lib/authorization';
import { readSessionItem, removeSessionItem, tenantKey, writeSessionItem } from '../../lib/storage';
import { createStore } from '../../lib/store';
import { currentTenant } from '../../lib/tenant';
import { parseWizardState, type WizardEvent, type WizardState, wizardTransition } from './address-wizard';

const storageKey = () => tenantKey(currentTenant(), 'address_wizard');

function readStored(): WizardState | null {
  const raw = readSessionItem(storageKey());
  if (raw === null) return null;
  try {
    return parseWizardState(JSON.parse(raw));
  } catch {
    return null;
  }
}

let loaded = false;
const store = createStore<WizardState | null>(null);

/**
 * The wizard's state store; read from session storage on first use. A logout (or an ended
 * session) clears it, so the next user of the tab never finds this one's address.
 */
export function wizardStore() {
  if (!loaded) {
    loaded = true;
    store.set(authorized.get() ? readStored() : null);
    if (!authorized.get()) removeSessionItem(storageKey());
    authorized.subscribe(() => {
      if (!authorized.get()) clearWizard();
    });
  }
  return store;
}

function save(state: WizardState | null): void {
  wizardStore().set(state);
  if (state === null) removeSessionItem(storageKey());
  else writeSessionItem(storageKey(), JSON.stringify(state));
}

export function beginWizard(state: WizardState): void {
  save(state);
}

/** Applies an event and returns the new state (null when there is no wizard going on). */
export function dispatchWizard(event: WizardEvent): WizardState | null {
  const current = wizardStore().get();
  if (current === null) return null;
  const next = wizardTransition(current, event);
  if (next !== current) save(next);
  return next;
}

/** After a save, and when the user leaves the wizard with the back button (core 2.16, 4.4). */
export function clearWizard(): void {
  save(null);
}
