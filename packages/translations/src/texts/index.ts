/**
 * Every text module, merged. A key defined in two modules is a mistake: the check in
 * translations.test.ts finds it.
 */
import { announcements } from './announcements.js';
import { catalogue } from './catalogue.js';
import { catalogueServer } from './catalogue-server.js';
import { changeMessages } from './change-messages.js';
import { common } from './common.js';
import { documents } from './documents.js';
import { documentsServer } from './documents-server.js';
import { emailGate } from './email-gate.js';
import { errors } from './errors.js';
import { help } from './help.js';
import { home } from './home.js';
import { licensePlates } from './license-plates.js';
import { login } from './login.js';
import { mail } from './mail.js';
import { messages } from './messages.js';
import { payments } from './payments.js';
import { paymentsServer } from './payments-server.js';
import { pending } from './pending.js';
import { permitProof } from './permit-proof.js';
import { products } from './products.js';
import { productsServer } from './products-server.js';
import { profile } from './profile.js';
import { profileScreens } from './profile-screens.js';
import { prolongations } from './prolongations.js';
import { receipts } from './receipts.js';
import { requestFlow } from './request-flow.js';
import { requestResume } from './request-resume.js';
import { requestServer } from './request-server.js';
import { requests } from './requests.js';
import { settings } from './settings.js';
import { shell } from './shell.js';
import { staff } from './staff.js';
import { staffCatalogue } from './staff-catalogue.js';
import { staffCatalogueCheck } from './staff-catalogue-check.js';
import { staffCounter } from './staff-counter.js';
import { staffExports } from './staff-exports.js';
import { staffFile } from './staff-file.js';
import { staffPaymentProblems } from './staff-payment-problems.js';
import { staffQueues } from './staff-queues.js';
import { staffSettings } from './staff-settings.js';
import { staffWaiting } from './staff-waiting.js';
import { vehicles } from './vehicles.js';
import { waitingList } from './waiting-list.js';
import { waitingListMessages } from './waiting-list-messages.js';
import { welcome } from './welcome.js';

export const TEXT_MODULES = {
  common,
  errors,
  shell,
  settings,
  welcome,
  home,
  mail,
  login,
  emailGate,
  documents,
  documentsServer,
  profile,
  profileScreens,
  catalogue,
  catalogueServer,
  requestFlow,
  requestResume,
  licensePlates,
  requests,
  requestServer,
  vehicles,
  productsServer,
  products,
  paymentsServer,
  payments,
  pending,
  waitingList,
  prolongations,
  permitProof,
  receipts,
  help,
  messages,
  waitingListMessages,
  staff,
  staffFile,
  staffQueues,
  staffWaiting,
  announcements,
  staffCounter,
  staffPaymentProblems,
  staffSettings,
  staffCatalogue,
  staffCatalogueCheck,
  staffExports,
  changeMessages,
} as const;

export const ALL_TEXTS = {
  ...common,
  ...errors,
  ...shell,
  ...settings,
  ...welcome,
  ...home,
  ...mail,
  ...profile,
  ...profileScreens,
  ...login,
  ...emailGate,
  ...documents,
  ...documentsServer,
  ...catalogue,
  ...catalogueServer,
  ...requestFlow,
  ...requestResume,
  ...licensePlates,
  ...requests,
  ...requestServer,
  ...vehicles,
  ...productsServer,
  ...products,
  ...paymentsServer,
  ...payments,
  ...pending,
  ...waitingList,
  ...prolongations,
  ...permitProof,
  ...receipts,
  ...help,
  ...messages,
  ...waitingListMessages,
  ...staff,
  ...staffFile,
  ...staffQueues,
  ...staffWaiting,
  ...announcements,
  ...staffCounter,
  ...staffPaymentProblems,
  ...staffSettings,
  ...staffCatalogue,
  ...staffCatalogueCheck,
  ...staffExports,
  ...changeMessages,
};
