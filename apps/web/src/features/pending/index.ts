/** The pending requests (lifecycle 2.12): the screen of /pending-requests, loaded lazily by the route table. */
export { PendingRequestsScreen } from './components/pending-requests-screen';
