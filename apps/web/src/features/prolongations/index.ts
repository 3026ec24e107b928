/** The prolongations area's screens (lifecycle 2.13, 4.4), loaded lazily by the route table. */
export {
  ConfirmationForProlongationScreen,
  ProlongationDetailsScreen,
  ProlongationsScreen,
  ViewDocumentsForProlongationScreen,
} from './components/prolongation-screens';
