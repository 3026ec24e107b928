/**
 * The parking rights register adapter (docs/adapters/parking-rights.md): the national parking
 * register (NPR, run by the RDW) that a scan car asks whether a plate may park in an area. Two
 * implementations: the built-in simulator (simulator-register.ts) and the RDW's registration
 * service (rdw-npr-register.ts).
 */

/** One right as the portal wants the register to hold it, at one version. */
export interface RightMessage {
  /** The portal's stable reference of the right: the same for every version of it. */
  reference: string;
  /** Rises with every change; a register that holds this version or a later one changes nothing. */
  version: number;
  licensePlate: string;
  areaManagerId: string;
  areaId: string;
  startsAt: Date;
  /** Null: until further notice. Not after startsAt: the right is withdrawn. */
  endsAt: Date | null;
  /** Days of the week it holds on (MONDAY,...); empty: every day. */
  validDays: string;
  /** False: the register has never acknowledged this right (a registration); true: a change or an end. */
  known: boolean;
}

/** What the register holds of a right, for the reconciliation. */
export interface HeldRight {
  version: number;
  startsAt: Date;
  endsAt: Date | null;
}

export interface ParkingRegister {
  readonly kind: 'simulator' | 'rdw';
  /** Registers, changes or ends the right; throws ParkingRegisterUnavailable when it could not. */
  putRight(message: RightMessage): Promise<void>;
  /** What the register holds under the reference; null when nothing; undefined when it cannot be asked. */
  readRight(
    message: Pick<RightMessage, 'reference' | 'licensePlate' | 'areaManagerId'>,
  ): Promise<HeldRight | null | undefined>;
}

/** The register did not take the message (down, slow, refused); the job tries again later. */
export class ParkingRegisterUnavailable extends Error {}

export function rightWithdrawn(message: Pick<RightMessage, 'startsAt' | 'endsAt'>): boolean {
  return message.endsAt !== null && message.endsAt.getTime() <= message.startsAt.getTime();
}
