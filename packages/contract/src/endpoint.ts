import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * Business areas. The same names are used for folders on the web side and the server side.
 */
export const AREAS = [
  'settings',
  'login',
  'home',
  'profile',
  'catalogue',
  'request-flow',
  'documents',
  'products',
  'termination',
  'history',
  'pending',
  'prolongations',
  'waiting-list',
  'cart',
  'payments',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * Who may call an endpoint:
 * - public: anyone (welcome screen, translations, payment portal);
 * - login: a session that is part-way through logging in (one-time code, branch choice);
 * - session: an authorized session.
 */
export type Access = 'public' | 'login' | 'session';

export interface Endpoint<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** The path after /{tenant}/services/, e.g. `eloket/get_eloket_settings`. */
  name: string;
  area: Area;
  methods: readonly HttpMethod[];
  /** form: application/x-www-form-urlencoded; multipart: multipart/form-data (uploads). */
  body: 'form' | 'multipart';
  access: Access;
  /** Schema of the `p_` parameters, from their wire form (strings) to typed values. */
  params: P;
  /** Schema of one item of `result`. */
  result: R;
  /** Where the specification describes it, e.g. 'core 7.3'. */
  spec: string;
  /** The answer is a file (non-JSON), not an envelope. */
  file?: boolean;
  /**
   * Names the specification gives a parameter without the p_ prefix (`transactionid`), mapped to ours
   * (`p_transactionid`). The server takes either; when both come, ours counts.
   */
  aliases?: Readonly<Record<string, string>>;
}

export function defineEndpoint<P extends z.ZodType, R extends z.ZodType>(
  endpoint: Omit<Endpoint<P, R>, 'methods' | 'body'> & Partial<Pick<Endpoint<P, R>, 'methods' | 'body'>>,
): Endpoint<P, R> {
  return { methods: ['POST'], body: 'form', ...endpoint };
}

/** What the client sends: the wire form of the parameters. */
export type ParamsIn<E extends Endpoint> = z.input<E['params']>;
/** What the server receives after validation. */
export type ParamsOut<E extends Endpoint> = z.output<E['params']>;
/** One result item. */
export type ResultItem<E extends Endpoint> = z.infer<E['result']>;
