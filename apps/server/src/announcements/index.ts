/** The announcements area (issue 28): staff publish messages for residents; home shows the live ones that reach them. */
export {
  type AnnouncementRule,
  announcementMatches,
  announcementText,
  isLiveOn,
  reachesResident,
} from './announcement-rules.js';
export {
  AnnouncementError,
  type AnnouncementProblem,
  type AnnouncementRow,
  announcementsForResident,
  announcementTargets,
  listAnnouncementPage,
  publishAnnouncement,
  type ResidentAnnouncement,
  withdrawAnnouncement,
} from './announcements-service.js';
