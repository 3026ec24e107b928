/**
 * The vehicle registry on the RDW's open data: the public Socrata API of the national vehicle
 * authority, dataset m9d7-ebf2 (Gekentekende voertuigen). No key is needed; an app token raises
 * the request limits. We ask for one plate with an exact filter:
 *
 *   GET {base}/resource/m9d7-ebf2.json?kenteken=KZ508T
 *
 * and read a JSON array: empty when the RDW knows no such plate, otherwise the vehicle's record
 * (kenteken, voertuigsoort, merk, handelsbenaming, eerste_kleur, tweede_kleur, ...; every value a
 * string). The open data never tells who holds a vehicle, so a known plate is always
 * `holder_unknown`. Every outcome other than an answer we can read throws
 * VehicleRegistryUnavailable: the user is told to try later rather than given a guess.
 */
import { z } from 'zod';
import { dutchPlate, type VehicleFacts, type VehicleRegistry, VehicleRegistryUnavailable } from './vehicle-registry.js';

export const RDW_DEFAULT_BASE_URL = 'https://opendata.rdw.nl';
export const RDW_DEFAULT_TIMEOUT_MS = 5000;
/** Open Data RDW: Gekentekende_voertuigen, one record per registered vehicle. */
export const RDW_VEHICLES_DATASET = 'm9d7-ebf2';
/** Socrata's header for an application token. */
export const RDW_APP_TOKEN_HEADER = 'X-App-Token';

/** What the RDW writes where a vehicle has no value: never a colour. */
const PLACEHOLDERS = new Set(['', 'NIET GEREGISTREERD', 'N.V.T.', 'ONBEKEND']);

export interface RdwOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** Socrata app token (RDW_APP_TOKEN); sent as X-App-Token when set. */
  appToken?: string;
  /** Injected by tests; the real fetch otherwise. */
  fetch?: typeof fetch;
}

/** The fields we read; the record has many more (looseObject keeps them). */
const rdwVehicle = z.looseObject({
  kenteken: z.string(),
  voertuigsoort: z.string().optional(),
  merk: z.string().optional(),
  handelsbenaming: z.string().optional(),
  eerste_kleur: z.string().optional(),
});
const rdwAnswer = z.array(rdwVehicle);

export function rdwVehicleUrl(baseUrl: string, plate: string): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/resource/${RDW_VEHICLES_DATASET}.json`);
  // Only a validated plate of 6 letters/digits goes in, so nothing can widen the query.
  url.searchParams.set('kenteken', plate);
  return url;
}

function meaningful(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  return PLACEHOLDERS.has(trimmed.toUpperCase()) ? '' : trimmed;
}

/** The facts in an answer to the question about `plate`; null when it holds no record of that plate. */
export function readRdwAnswer(body: unknown, plate: string): VehicleFacts | null {
  const parsed = rdwAnswer.safeParse(body);
  if (!parsed.success) throw new VehicleRegistryUnavailable('unexpected answer shape');
  // The filter already selects the plate; checked again so a changed service cannot slip another vehicle in.
  const vehicle = parsed.data.find((record) => record.kenteken.trim().toUpperCase() === plate);
  if (!vehicle) return null;
  return { ownership: 'holder_unknown', brand: meaningful(vehicle.merk), colour: meaningful(vehicle.eerste_kleur) };
}

export function createRdwOpenDataRegistry(options: RdwOptions = {}): VehicleRegistry {
  const baseUrl = options.baseUrl ?? RDW_DEFAULT_BASE_URL;
  const timeoutMs = options.timeoutMs ?? RDW_DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.appToken) headers[RDW_APP_TOKEN_HEADER] = options.appToken;
  return {
    kind: 'rdw',
    // The holder is never sent: the open data cannot use it, and a BSN does not leave the portal.
    async lookUp(value) {
      const plate = dutchPlate(value);
      if (plate === null) return null;
      let body: unknown;
      try {
        // One deadline for the answer and its body: a service that starts answering and then stalls is as unavailable.
        const response = await fetchImpl(rdwVehicleUrl(baseUrl, plate), {
          headers,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new VehicleRegistryUnavailable(`HTTP ${response.status}`);
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof VehicleRegistryUnavailable) throw error;
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new VehicleRegistryUnavailable(`no answer within ${timeoutMs} ms`);
        }
        if (error instanceof SyntaxError) throw new VehicleRegistryUnavailable('answer is not JSON');
        throw new VehicleRegistryUnavailable(`request failed: ${error instanceof Error ? error.message : error}`);
      }
      return readRdwAnswer(body, plate);
    },
  };
}
