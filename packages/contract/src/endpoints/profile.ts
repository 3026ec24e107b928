/** The profile and the e-mail gate: user record, e-mail verification, IBAN, FTE, addresses, countries (core 2.9, 2.13–2.16, 7.4). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  address,
  checkIbanResult,
  country,
  emptyResult,
  messageChoice,
  userRecord,
  verifyEmailResult,
} from '../entities.js';
import { type MessageKind, OPTIONAL_MESSAGE_KINDS } from '../messages.js';
import { noParams, oneOf, plainString, text } from '../params.js';
import { ADDRESS_TYPES } from '../status-codes.js';
import {
  additionParam,
  addressLineParam,
  emailParam,
  fteParam,
  houseLetterParam,
  houseNumberParam,
  ibanPairParams,
  ibanParam,
  indicationParam,
  postalCodeParam,
  postalLettersParam,
  verificationCodeParam,
} from '../validation.js';

/** Also the "user info" polled every second after set_email until EMAIL_VALIDATION_STATUS is SEND. */
export const getNaw = defineEndpoint({
  name: 'eloket/get_naw',
  area: 'profile',
  access: 'session',
  params: noParams,
  result: userRecord,
  spec: 'core 2.9, 2.13, 3.2, 7.4',
});

/** Core 7.4 "set_email (prefix not shown)". */
export const setEmail = defineEndpoint({
  name: 'eloket/set_email',
  area: 'profile',
  access: 'session',
  params: z.object({ p_email: emailParam() }),
  result: emptyResult,
  spec: 'core 2.9, 5, 7.4',
});

/** Core 7.4 "send_verification_email". */
export const sendVerificationEmail = defineEndpoint({
  name: 'eloket/send_verification_email',
  area: 'profile',
  access: 'session',
  params: noParams,
  result: emptyResult,
  spec: 'core 2.9, 7.4',
});

/** Core 7.4 "verify_email". */
export const verifyEmail = defineEndpoint({
  name: 'eloket/verify_email',
  area: 'profile',
  access: 'session',
  params: z.object({ p_verification_code: verificationCodeParam() }),
  result: verifyEmailResult,
  spec: 'core 2.9, 4.3, 5, 7.4, 8',
});

/** Also used by termination before a refund (lifecycle 2.10). */
export const checkIban = defineEndpoint({
  name: 'eloket/check_iban',
  area: 'profile',
  access: 'session',
  params: z.object({ p_iban: ibanParam() }),
  result: checkIbanResult,
  spec: 'core 2.14, 7.4; lifecycle 2.10, 7',
});

/** Both empty deletes the IBAN. */
export const setIban = defineEndpoint({
  name: 'eloket/set_iban',
  area: 'profile',
  access: 'session',
  params: ibanPairParams(),
  result: emptyResult,
  spec: 'core 2.13, 2.14, 5, 7.4',
});

/** Core 7.4 "set_fte". */
export const setFte = defineEndpoint({
  name: 'eloket/set_fte',
  area: 'profile',
  access: 'session',
  params: z.object({ p_number_of_fte: fteParam() }),
  result: emptyResult,
  spec: 'core 2.15, 5, 7.4',
});

/** Checks a Dutch address in the national address register; answers with the address found. */
export const checkAddress = defineEndpoint({
  name: 'eloket/check_address',
  area: 'profile',
  access: 'session',
  params: z.object({
    p_zipcode: postalCodeParam(),
    p_zipcode_letters: postalLettersParam(),
    p_nr: houseNumberParam(),
  }),
  result: address.partial(),
  spec: 'core 2.16, 7.4',
});

const addressType = oneOf(ADDRESS_TYPES);

/** Core 7.4 "set address (path not shown; named set_address)": a Dutch or a foreign address. */
export const setAddress = defineEndpoint({
  name: 'eloket/set_address',
  area: 'profile',
  access: 'session',
  params: z.discriminatedUnion(
    'p_foreign_yn',
    [
      z.object({
        p_address_type: addressType,
        p_foreign_yn: z.literal('N'),
        p_zipcode: postalCodeParam(),
        p_zipcode_letters: postalLettersParam(),
        p_nr: houseNumberParam(),
        p_house_letter: houseLetterParam(),
        p_indication: indicationParam(),
        p_addition: additionParam(),
      }),
      z.object({
        p_address_type: addressType,
        p_foreign_yn: z.literal('Y'),
        p_address1: addressLineParam(),
        p_address2: addressLineParam(),
        /** The CODE of a country from eloket/get_countries. */
        p_country: text(64),
      }),
    ],
    'not_allowed',
  ),
  result: emptyResult,
  spec: 'core 2.16, 4.4, 5, 7.4',
});

/** Core 7.4 "delete address (path not shown)". */
export const deleteAddress = defineEndpoint({
  name: 'eloket/delete_address',
  area: 'profile',
  access: 'session',
  params: z.object({ p_address_type: addressType }),
  result: emptyResult,
  spec: 'core 2.13, 7.4',
});

/** Core 7.4 "get_countries". */
export const getCountries = defineEndpoint({
  name: 'eloket/get_countries',
  area: 'profile',
  access: 'session',
  params: noParams,
  result: country,
  spec: 'core 2.16, 3.4, 7.4',
});

/**
 * Ours (issue 26, docs/messages.md): the optional message kinds the resident turns off in Mijn gegevens, as a
 * comma-separated list (empty: every optional kind on). A kind that is not optional is refused.
 */
/**
 * Ours (issue 26): the optional message kinds the municipality sends, each with whether the resident gets
 * it; for Mijn gegevens only, so the user record that every screen reads stays one statement.
 */
export const getMessageChoices = defineEndpoint({
  name: 'eloket/get_message_choices',
  area: 'profile',
  access: 'session',
  params: noParams,
  result: messageChoice,
  spec: 'core 2.13 (ours: issue 26, messages for every change)',
});

export const setMessageChoices = defineEndpoint({
  name: 'eloket/set_message_choices',
  area: 'profile',
  access: 'session',
  params: z.object({
    p_off: plainString('required')
      .max(1000, 'too_long')
      .transform((value) =>
        value
          .split(',')
          .map((kind) => kind.trim())
          .filter(Boolean),
      )
      .refine((kinds) => kinds.every((kind) => OPTIONAL_MESSAGE_KINDS.includes(kind as MessageKind)), 'invalid'),
  }),
  result: emptyResult,
  spec: 'core 2.13 (ours: issue 26, messages for every change)',
});
