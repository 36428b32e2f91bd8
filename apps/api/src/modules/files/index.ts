import * as repo from './files.repo';
import { createFilesService } from './files.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const files = createFilesService({ repo });
export { attachmentDisposition } from './content-disposition';
export {
  createFilesService,
  type FilesService,
  type FilesServiceDeps,
  filesPersonalData,
} from './files.service';
export { demoVehicleReportPdf } from './simple-pdf';
export {
  bufferContent,
  type CheckedUpload,
  checkAttachment,
  checkLicenceDiskPhoto,
  checkVehicleReport,
  contentOf,
  IN_MEMORY_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
  spoolUpload,
  storeBody,
  type UploadContent,
  type UploadedPart,
} from './uploads';
