/** What app/routes.tsx loads lazily for /start-camera (one short line there). */
export { StartCameraScreen } from './components/start-camera-screen';
