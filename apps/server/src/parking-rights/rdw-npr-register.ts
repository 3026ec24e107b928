/**
 * The RDW's NPR registration service (its "Interface description v7.1", service
 * `registration.svc`, e.g. https://psb.rdw.nl/bevraging/rpv/201511/registration.svc): SOAP 1.1 over
 * HTTPS with the municipality's client certificate (mutual TLS). Hand-written XML with one escaping
 * helper, no SOAP library (decision 027). What the public copy of the description does not show
 * (the namespace, the SOAP actions, the element names inside the messages) is configurable here
 * and listed in docs/adapters/parking-rights.md; the contract test holds recorded examples.
 *
 * Idempotency: a right has one reference for all its versions (RightReference). A registration the
 * register already holds (its answer was lost, so the job sends it again) is answered
 * "already registered", which counts as done; a change and an end carry the absolute start and end,
 * so sending one twice leaves the same right.
 */
import { OutgoingRequestFailed, requestText } from '../http/outgoing-request.js';
import {
  type HeldRight,
  type ParkingRegister,
  ParkingRegisterUnavailable,
  type RightMessage,
  rightWithdrawn,
} from './parking-register.js';

export interface RdwNprOptions {
  endpoint: string;
  areaManagerId: string;
  clientCertificate: { cert: string; key: string };
  serverCa?: string;
  /** The messages' XML namespace and the SOAP action prefix (not in the public copy: configurable). */
  namespace: string;
  actionPrefix: string;
  timeoutMs: number;
  /** Fault codes that mean "the register already holds this right": the registration is done. */
  alreadyRegisteredCodes: readonly string[];
  /** Fault codes that mean "no such right" for an end or a query. */
  unknownRightCodes: readonly string[];
}

export const DEFAULT_NPR_OPTIONS = {
  namespace: 'http://rdw.nl/npr/registration/201511',
  actionPrefix: 'http://rdw.nl/npr/registration/201511/IRegistration/',
  timeoutMs: 10_000,
  alreadyRegisteredCodes: ['RIGHT_ALREADY_REGISTERED'],
  unknownRightCodes: ['RIGHT_NOT_FOUND'],
} as const;

/** The five characters XML gives meaning to, escaped for text and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** The register's time stamps: UTC with seconds, e.g. 2026-05-01T22:00:00Z. */
function time(value: Date): string {
  return value.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function element(name: string, value: string | null | undefined): string {
  return value === null || value === undefined ? '' : `<npr:${name}>${escapeXml(value)}</npr:${name}>`;
}

export type NprOperation = 'RegisterRight' | 'ChangeRight' | 'EndRight' | 'GetRight';

/** The operation a right's version needs: new to the register, changed, or withdrawn/ended. */
export function operationFor(message: RightMessage): NprOperation {
  if (!message.known) return rightWithdrawn(message) ? 'EndRight' : 'RegisterRight';
  return rightWithdrawn(message) ? 'EndRight' : 'ChangeRight';
}

export function soapEnvelope(namespace: string, operation: NprOperation, fields: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:npr="${escapeXml(namespace)}">
<soap:Body>
<npr:${operation}Request>${fields}</npr:${operation}Request>
</soap:Body>
</soap:Envelope>`;
}

export function rightRequest(options: Pick<RdwNprOptions, 'namespace' | 'areaManagerId'>, message: RightMessage) {
  const operation = operationFor(message);
  const identity =
    element('AreaManagerId', message.areaManagerId) +
    element('RightReference', message.reference) +
    element('VehicleId', message.licensePlate);
  const fields =
    operation === 'EndRight'
      ? identity + element('EndTime', time(message.endsAt ?? message.startsAt))
      : identity +
        element('AreaId', message.areaId) +
        element('StartTime', time(message.startsAt)) +
        element('EndTime', message.endsAt ? time(message.endsAt) : null) +
        element('ValidDays', message.validDays || null);
  return { operation, body: soapEnvelope(options.namespace, operation, fields) };
}

/** The text of the first element named `name` (any prefix), unescaped; null when absent. */
export function readElement(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:[A-Za-z0-9_-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[A-Za-z0-9_-]+:)?${name}>`).exec(xml);
  if (!match) return null;
  return (match[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

const MAX_ANSWER_BYTES = 256 * 1024;

async function postSoap(
  options: RdwNprOptions,
  action: string,
  body: string,
): Promise<{ status: number; text: string }> {
  try {
    return await requestText(options, new URL(options.endpoint), {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
      body: Buffer.from(body, 'utf8'),
      maxBytes: MAX_ANSWER_BYTES,
    });
  } catch (error) {
    if (error instanceof OutgoingRequestFailed) throw new ParkingRegisterUnavailable(error.message);
    throw error;
  }
}

interface Answer {
  ok: boolean;
  code: string | null;
  text: string;
}

async function call(options: RdwNprOptions, operation: NprOperation, body: string): Promise<Answer> {
  const { status, text } = await postSoap(options, `${options.actionPrefix}${operation}`, body);
  if (text.includes(':Fault>') || text.includes('<Fault>')) {
    // The register's own code sits in the fault's detail; faultstring is for people.
    const code = readElement(text, 'ErrorCode') ?? readElement(text, 'faultcode');
    return { ok: false, code, text: readElement(text, 'faultstring') ?? `fault ${code ?? ''}` };
  }
  if (status < 200 || status >= 300) throw new ParkingRegisterUnavailable(`the register answered HTTP ${status}`);
  if (!text.includes(`${operation}Response`))
    throw new ParkingRegisterUnavailable(`no ${operation}Response in the answer`);
  return { ok: true, code: null, text };
}

export function createRdwNprRegister(options: RdwNprOptions): ParkingRegister {
  return {
    kind: 'rdw',
    async putRight(message) {
      const { operation, body } = rightRequest(options, message);
      const answer = await call(options, operation, body);
      if (answer.ok) return;
      if (operation === 'RegisterRight' && answer.code && options.alreadyRegisteredCodes.includes(answer.code)) return;
      // Ending what the register does not hold (never registered, or gone): nothing left to end.
      if (operation === 'EndRight' && answer.code && options.unknownRightCodes.includes(answer.code)) return;
      throw new ParkingRegisterUnavailable(`${operation} refused: ${answer.code ?? ''} ${answer.text}`.trim());
    },
    async readRight(message) {
      const fields =
        element('AreaManagerId', message.areaManagerId) +
        element('RightReference', message.reference) +
        element('VehicleId', message.licensePlate);
      const answer = await call(options, 'GetRight', soapEnvelope(options.namespace, 'GetRight', fields));
      if (!answer.ok) {
        if (answer.code && options.unknownRightCodes.includes(answer.code)) return null;
        throw new ParkingRegisterUnavailable(`GetRight refused: ${answer.code ?? ''} ${answer.text}`.trim());
      }
      const start = readElement(answer.text, 'StartTime');
      if (!start) return null;
      const end = readElement(answer.text, 'EndTime');
      // The register keeps no version of ours: the reconciliation compares start and end.
      return { version: 0, startsAt: new Date(start), endsAt: end ? new Date(end) : null } satisfies HeldRight;
    },
  };
}
