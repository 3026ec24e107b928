/**
 * The response envelope of every service call (core document 3.1, 7.1).
 * `statuscode` OK or PENDING means success; everything else is a failure.
 */
export interface Envelope<T = unknown> {
  statuscode: string;
  statusmessage: string;
  messagetype: MessageType;
  result: T[];
}

/** 'I' information, 'W' warning, 'E' error; '' when there is nothing to say. */
export type MessageType = 'I' | 'W' | 'E' | '';

export const SUCCESS_STATUSCODES = ['OK', 'PENDING'] as const;

export function isSuccess(envelope: Pick<Envelope, 'statuscode'>): boolean {
  return (SUCCESS_STATUSCODES as readonly string[]).includes(envelope.statuscode);
}

export function okEnvelope<T>(result: T[], statusmessage = '', messagetype: MessageType = ''): Envelope<T> {
  return { statuscode: 'OK', statusmessage, messagetype, result };
}
