import { defineTexts } from '../define.js';

/** What the server says about a plate checked against the vehicle registry (lifecycle 2.4, 8; DECISIONS 2). */
export const vehicles = defineTexts({
  'vehicles.rdw_check.not_in_name': {
    nl: 'Voor dit product mag u alleen een kenteken gebruiken van een voertuig dat op uw naam staat.',
    en: 'For this product it is only allowed to use a licence plate for a vehicle that is in your name.',
  },
  'vehicles.rdw_check.unknown_plate': {
    nl: 'Het kentekenregister kent kenteken {{plate}} niet. Controleer het kenteken.',
    en: 'The vehicle registry does not know licence plate {{plate}}. Please check the plate.',
  },
  /** For the web app, next to an answer with SIMULATOR_YN Y. */
  'vehicles.simulator.notice': {
    nl: 'Testomgeving: dit kenteken is gecontroleerd in een gesimuleerd kentekenregister, niet bij de RDW.',
    en: 'Test environment: this licence plate was checked in a simulated vehicle registry, not with the RDW.',
  },
});
