import { Center, Loader, Modal } from '@mantine/core';
import { isVehicleReportFile, PDF_VIEWER_DEFAULT_PAGE, VEHICLE_REPORT_VIEWER_PAGE } from '@motorwise/shared';
import { lazy, Suspense } from 'react';

/** pdf.js is large: it loads the first time a PDF is opened, not with the page. */
const PdfDocumentView = lazy(() => import('./pdf-document-view'));

/**
 * spec: the viewer opens on page 1; a vehicle report on page 3. A report is what was given as the vehicle's
 * report (whatever its file is called); any other file is one by its name (contains 'dekra', ends .pdf).
 */
export function pdfViewerStartPage(fileName: string | null | undefined, vehicleReport = false): number {
  return vehicleReport || (fileName && isVehicleReportFile(fileName))
    ? VEHICLE_REPORT_VIEWER_PAGE
    : PDF_VIEWER_DEFAULT_PAGE;
}

export interface PdfViewerModalProps {
  opened: boolean;
  onClose: () => void;
  /** The PDF: a downloaded Blob or a same-origin URL. */
  file: Blob | string | null;
  fileName: string | null;
  /** The file is a vehicle's report (given as one): it opens on page 3 whatever its name. */
  vehicleReport?: boolean;
  title?: string;
}

/** spec: the PDF viewer modal, with page navigation and Show all pages. */
export function PdfViewerModal({
  opened,
  onClose,
  file,
  fileName,
  vehicleReport = false,
  title,
}: PdfViewerModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? fileName ?? 'Document'}
      size="xl"
      fullScreen={false}
      centered
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      {file ? (
        <Suspense
          fallback={
            <Center h={240}>
              <Loader aria-label="Loading the document" />
            </Center>
          }
        >
          <PdfDocumentView file={file} startPage={pdfViewerStartPage(fileName, vehicleReport)} />
        </Suspense>
      ) : (
        <Center h={240}>
          <Loader aria-label="Loading the document" />
        </Center>
      )}
    </Modal>
  );
}
