/** Handlers of the profile area: user record, e-mail gate, IBAN, FTE, addresses, countries (core 2.9, 2.13–2.16, 7.4). */
import {
  checkAddress,
  checkIban,
  deleteAddress,
  getCountries,
  getMessageChoices,
  getNaw,
  type MessageKind,
  sendVerificationEmail,
  setAddress,
  setEmail,
  setFte,
  setIban,
  setMessageChoices,
  verifyEmail,
} from '@parkeerloket/contract';
import { type AddressLookup, configuredAddressLookup } from '../addresses/index.js';
import { handle, type ServiceContext } from '../http/handler.js';
import { translate } from '../http/messages.js';
import {
  type AddressCall,
  checkAddress as lookUpAddress,
  readUserRecord,
  deleteAddress as removeAddress,
  setDutchAddress,
  setForeignAddress,
} from './address-service.js';
import { listCountries } from './countries.js';
import {
  type ProfileCall,
  resendVerificationCode,
  setEmail as setRelationEmail,
  verifyEmail as verifyRelationEmail,
} from './email-verification-service.js';
import { setFte as setRelationFte } from './fte-service.js';
import { checkIban as checkIbanNumber, setIban as setRelationIban } from './iban-service.js';
import { readMessageChoices, setMessageChoices as setRelationMessageChoices } from './message-choices-service.js';

function profileCall(ctx: ServiceContext): ProfileCall {
  return { db: ctx.db, tenant: ctx.tenant, session: ctx.session, locale: ctx.locale, ip: ctx.http.ip };
}

export interface ProfileDependencies {
  /** The address adapter; by default the one ADDRESS_LOOKUP configures. Tests pass their own. */
  addressLookup?: (ctx: ServiceContext) => AddressLookup;
}

export function createProfileHandlers(deps: ProfileDependencies = {}) {
  const lookupFor = deps.addressLookup ?? ((ctx: ServiceContext) => configuredAddressLookup(ctx.config.NODE_ENV));
  const addressCall = (ctx: ServiceContext): AddressCall => ({
    ...profileCall(ctx),
    lookup: lookupFor(ctx),
    log: ctx.log,
  });

  return [
    handle(getNaw, async (ctx) => [await readUserRecord(profileCall(ctx))]),

    handle(getMessageChoices, async (ctx) => readMessageChoices(profileCall(ctx))),

    handle(setMessageChoices, async (ctx) => {
      await setRelationMessageChoices(profileCall(ctx), ctx.params.p_off as MessageKind[]);
      return [];
    }),

    handle(setEmail, async (ctx) => {
      await setRelationEmail(profileCall(ctx), ctx.params.p_email);
      return [];
    }),

    handle(sendVerificationEmail, async (ctx) => {
      await resendVerificationCode(profileCall(ctx));
      return {
        result: [],
        statusmessage: translate(ctx.locale, 'notice.verification_code_sent'),
        messagetype: 'I' as const,
      };
    }),

    handle(verifyEmail, async (ctx) => [
      { VERIFY_EMAIL: await verifyRelationEmail(profileCall(ctx), ctx.params.p_verification_code) },
    ]),

    // FAILED is an answer, not a failed call (core 2.14): statuscode OK, the reason as an error message.
    handle(checkIban, async (ctx) => {
      const checked = checkIbanNumber(ctx.params.p_iban, ctx.locale);
      return checked.ok
        ? [{ CHECK_IBAN: 'OK' as const }]
        : { result: [{ CHECK_IBAN: 'FAILED' as const }], statusmessage: checked.message, messagetype: 'E' as const };
    }),

    handle(setIban, async (ctx) => {
      await setRelationIban(profileCall(ctx), ctx.params.p_bankaccount_nr, ctx.params.p_bankaccount_owner);
      return [];
    }),

    handle(setFte, async (ctx) => {
      await setRelationFte(profileCall(ctx), ctx.params.p_number_of_fte);
      return [];
    }),

    handle(checkAddress, async (ctx) => [
      await lookUpAddress(addressCall(ctx), {
        zipcode: ctx.params.p_zipcode,
        zipcodeLetters: ctx.params.p_zipcode_letters,
        nr: ctx.params.p_nr,
      }),
    ]),

    handle(setAddress, async (ctx) => {
      const { params } = ctx;
      if (params.p_foreign_yn === 'Y') {
        await setForeignAddress(profileCall(ctx), params.p_address_type, {
          address1: params.p_address1,
          address2: params.p_address2,
          country: params.p_country,
        });
      } else {
        await setDutchAddress(addressCall(ctx), params.p_address_type, {
          zipcode: params.p_zipcode,
          zipcodeLetters: params.p_zipcode_letters,
          nr: params.p_nr,
          houseLetter: params.p_house_letter,
          addition: params.p_addition,
          indication: params.p_indication,
        });
      }
      return [];
    }),

    handle(deleteAddress, async (ctx) => {
      await removeAddress(profileCall(ctx), ctx.params.p_address_type);
      return [];
    }),

    handle(getCountries, async (ctx) => listCountries(ctx.locale)),
  ];
}

export const profileHandlers = createProfileHandlers();
