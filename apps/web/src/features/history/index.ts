/** The history area's screens (lifecycle 2.11). */
export {
  PermitHistoryDetailsScreen,
  PermitsHistoryScreen,
  ViewHistoryCardsScreen,
  ViewHistoryDocumentsScreen,
} from './components/history-screens';
