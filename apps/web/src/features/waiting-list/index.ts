/** The waiting-list area's screens (lifecycle 2.14, 4.5). */
export {
  ConfirmationForWaitingScreen,
  ViewDocumentsForWaitingScreen,
  WaitingItemDetailsScreen,
  type WaitingItemStart,
} from './components/waiting-item-screens';
export { WaitingListScreen } from './components/waiting-list-screen';
