/**
 * The documents area (lifecycle 2.5, 2.8, 4.9): what other screens plug in. The request flow's upload
 * stage shows one DocumentRequirementBlock per requirement (licence-plate documents first:
 * the contract's orderRequirements) and enables Next with allRequirementsMet / requirementMet. See README.md.
 */

export {
  cancelPhotoRequest,
  deliverPhoto,
  type PhotoRequest,
  pendingPhotoRequest,
  requestFullScreenPhoto,
  takeCapturedPhoto,
} from './camera-store';
export type { CameraDialogProps } from './components/camera-dialog';
export { CameraDialog } from './components/camera-dialog';
export type { DocumentRequirementBlockProps } from './components/document-requirement-block';
export { DocumentRequirementBlock } from './components/document-requirement-block';
export type { DocumentViewerDialogProps } from './components/document-viewer-dialog';
export { DocumentViewerDialog } from './components/document-viewer-dialog';
export { allRequirementsMet, requirementMet, type SessionUpload } from './upload-rules';
