export { attachmentDisposition } from './content-disposition';
export { files, filesPersonalData } from './files.service';
export { demoVehicleReportPdf } from './simple-pdf';
export {
  type CheckedUpload,
  checkAttachment,
  checkLicenceDiskPhoto,
  checkVehicleReport,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
  type UploadedPart,
} from './uploads';
