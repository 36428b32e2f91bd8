import { Alert, Box, Button, Center, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
// The pdf.js worker ships with the app as a hashed asset (no CDN).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

interface PdfDocumentViewProps {
  file: Blob | string;
  startPage: number;
}

/** Renders the PDF: one page with previous/next and "page x of n", or every page under each other. */
export default function PdfDocumentView({ file, startPage }: PdfDocumentViewProps) {
  const [numPages, setNumPages] = useState<number | null>(null);
  const [page, setPage] = useState(startPage);
  const [showAll, setShowAll] = useState(false);
  const [failed, setFailed] = useState(false);
  const { ref, width } = useElementSize();

  // A little narrower than the box, so the page's shadow fits and nothing scrolls sideways.
  const pageWidth = width > 16 ? Math.min(width - 8, 900) : undefined;
  const loading = (
    <Center h={240}>
      <Loader aria-label="Loading the document" />
    </Center>
  );

  return (
    <Stack gap="sm">
      {numPages !== null && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
              disabled={showAll || page <= 1}
            >
              Previous
            </Button>
            <Text
              fz="sm"
              fw={600}
              aria-live="polite"
              data-testid="pdf-page-status"
              style={{ whiteSpace: 'nowrap' }}
            >
              {showAll ? `${numPages} pages` : `Page ${page} of ${numPages}`}
            </Text>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronRight size={16} aria-hidden="true" />}
              onClick={() => setPage((p) => Math.min(numPages, p + 1))}
              disabled={showAll || page >= numPages}
            >
              Next
            </Button>
          </Group>
          <Checkbox
            label="Show all pages"
            checked={showAll}
            onChange={(event) => setShowAll(event.currentTarget.checked)}
          />
        </Group>
      )}
      {failed && (
        <Alert color="red" variant="light">
          This document could not be opened.
        </Alert>
      )}
      <Box ref={ref} bg="gray.1" p={{ base: 4, sm: 'sm' }} style={{ borderRadius: 8, overflow: 'auto' }}>
        <Document
          file={file}
          loading={loading}
          error=" "
          onLoadSuccess={(pdf: { numPages: number }) => {
            setNumPages(pdf.numPages);
            setPage(Math.min(Math.max(1, startPage), pdf.numPages));
          }}
          onLoadError={() => setFailed(true)}
        >
          {numPages !== null &&
            (showAll ? (
              pageNumbers(numPages).map((n) => (
                <Box key={`page-${n}`} mb="sm" style={{ boxShadow: '0 1px 4px rgba(0,0,0,0.15)' }}>
                  <Page
                    pageNumber={n}
                    width={pageWidth}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                    loading={loading}
                  />
                </Box>
              ))
            ) : (
              <Box style={{ boxShadow: '0 1px 4px rgba(0,0,0,0.15)' }} data-page-number={page}>
                <Page
                  pageNumber={page}
                  width={pageWidth}
                  renderTextLayer={false}
                  renderAnnotationLayer={false}
                  loading={loading}
                />
              </Box>
            ))}
        </Document>
      </Box>
    </Stack>
  );
}
