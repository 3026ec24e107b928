/**
 * The kinds of message the portal sends a resident when something changes (issue 26, docs/messages.md,
 * decision 029): the one list that the server's outbox (apps/server/src/mail/message-service.ts), the
 * municipality's switches (a tenant setting per kind, `messageSettingName`) and the resident's choices
 * in Mijn gegevens read.
 *
 * `optional`: the resident may turn it off. A message the resident must act on or that concerns their
 * money or their right to park (a rejected document, a permit ending, a refund, an offered place) is
 * not optional: only the municipality can switch it off. `defaultOn`: sent when the municipality has
 * not set its switch.
 */
export const MESSAGE_KINDS = {
  request_received: { optional: true, defaultOn: true },
  /** A staff member requested a product for the resident at the counter or by phone (issue 28): always told. */
  request_on_behalf: { optional: false, defaultOn: true },
  /** A staff member changed the plates of or ended a permit for the resident (issue 28): always told. */
  changed_on_behalf: { optional: false, defaultOn: true },
  document_needed: { optional: false, defaultOn: true },
  document_approved: { optional: true, defaultOn: true },
  document_rejected: { optional: false, defaultOn: true },
  permit_issued: { optional: true, defaultOn: true },
  plate_change_done: { optional: true, defaultOn: true },
  termination_planned: { optional: false, defaultOn: true },
  termination_changed: { optional: false, defaultOn: true },
  termination_cancelled: { optional: false, defaultOn: true },
  termination_done: { optional: false, defaultOn: true },
  refund_ordered: { optional: false, defaultOn: true },
  refund_paid: { optional: false, defaultOn: true },
  waiting_list_joined: { optional: true, defaultOn: true },
  waiting_list_position: { optional: true, defaultOn: true },
  waiting_list_offer: { optional: false, defaultOn: true },
  waiting_list_offer_lapsing: { optional: false, defaultOn: true },
  waiting_list_offer_lapsed: { optional: false, defaultOn: true },
  waiting_list_offer_passed_on: { optional: false, defaultOn: true },
  waiting_list_removed: { optional: false, defaultOn: true },
  announcement: { optional: true, defaultOn: true },
  prolongation_offer: { optional: true, defaultOn: true },
  permit_ending: { optional: false, defaultOn: true },
  payment_link_expiring: { optional: true, defaultOn: true },
} as const satisfies Record<string, { optional: boolean; defaultOn: boolean }>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

export const MESSAGE_KIND_NAMES = Object.keys(MESSAGE_KINDS) as MessageKind[];

export function isMessageKind(value: string): value is MessageKind {
  return Object.hasOwn(MESSAGE_KINDS, value);
}

/** The kinds a resident may turn off in Mijn gegevens. */
export const OPTIONAL_MESSAGE_KINDS = MESSAGE_KIND_NAMES.filter((kind) => MESSAGE_KINDS[kind].optional);

/** The municipality's switch for a kind: the tenant setting `MESSAGE_<KIND>`, `Y` or `N` (absent: `defaultOn`). */
export function messageSettingName(kind: MessageKind): string {
  return `MESSAGE_${kind.toUpperCase()}`;
}

/** Whether the municipality sends this kind, by its settings (`Y`/`N`; anything else: the kind's default). */
export function municipalitySends(kind: MessageKind, settings: Readonly<Record<string, string>>): boolean {
  const value = settings[messageSettingName(kind)];
  if (value === 'Y') return true;
  if (value === 'N') return false;
  return MESSAGE_KINDS[kind].defaultOn;
}
