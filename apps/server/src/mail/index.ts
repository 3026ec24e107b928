/** E-mail: templates, the outbox every message goes through, one-time codes, and the SMTP delivery job. */

export { mailLocale, notifyOutbox, portalLink, queueMail } from './mail-service.js';
export { readMessageOptOuts, replaceMessageOptOuts } from './message-opt-outs-repository.js';
export {
  calendarAttachment,
  isOptionalKind,
  type ManyMessagesRequest,
  type MessageRequest,
  type MessageTemplate,
  type MessageValues,
  type QueueMessageResult,
  queueMessage,
  queueMessageToMany,
  setMessageLinkBase,
} from './message-service.js';
export { type CodePolicy, checkCode, issueCode, mayIssueCode } from './one-time-codes.js';
export { createOutboxDelivery, OUTBOX_JOB_NAME, type OutboxDelivery } from './outbox-job.js';
export { formatOutbox } from './outbox-listing.js';
export { outboxOfRelation } from './outbox-of-relation.js';
export { outboxPagePlugin } from './outbox-page.js';
export { readOutbox } from './outbox-repository.js';
