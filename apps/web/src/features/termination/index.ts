/** The termination area's screens (lifecycle 2.10): step 1 (date, refund account) and step 2 (confirmation). */
export { ConfirmationTerminateScreen, TerminateWithRestrictionScreen } from './components/terminate-screens';
