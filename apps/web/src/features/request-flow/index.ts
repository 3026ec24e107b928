/** The request flow (lifecycle 2.3): the screen of /request-product/{permitTypeId}/{areaId}, loaded lazily by the route table. */
export { RequestFlowScreen } from './components/request-flow-screen';
