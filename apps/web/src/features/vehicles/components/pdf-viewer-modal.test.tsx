import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { PdfViewerModal, pdfViewerStartPage } from './pdf-viewer-modal';

// pdf.js needs a real browser (canvas, workers): a stand-in document of five pages.
vi.mock('react-pdf', async () => {
  const { useEffect } = await import('react');
  return {
    pdfjs: { GlobalWorkerOptions: {} },
    Document: ({
      children,
      onLoadSuccess,
    }: {
      children: ReactNode;
      onLoadSuccess: (pdf: { numPages: number }) => void;
    }) => {
      // Like pdf.js: one load per document.
      useEffect(() => onLoadSuccess({ numPages: 5 }), []);
      return <div>{children}</div>;
    },
    Page: ({ pageNumber }: { pageNumber: number }) => (
      <div data-testid="pdf-page">Rendered page {pageNumber}</div>
    ),
  };
});
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.mjs' }));

function open(fileName: string) {
  renderWithRouter(
    <PdfViewerModal opened onClose={() => {}} file={new Blob(['%PDF-1.4'])} fileName={fileName} />,
  );
}

describe('PdfViewerModal', () => {
  it('opens a vehicle report (name contains dekra, ends .pdf) on page 3', async () => {
    expect(pdfViewerStartPage('dekra-report-CA-456-789.pdf')).toBe(3);
    expect(pdfViewerStartPage('My DEKRA Inspection.PDF')).toBe(3);
    open('dekra-report-CA-456-789.pdf');
    expect(await screen.findByText('Page 3 of 5')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-page')).toHaveTextContent('Rendered page 3');
  });

  it("opens a file given as the vehicle's report on page 3 whatever it is called", async () => {
    expect(pdfViewerStartPage('inspection-2026.pdf', true)).toBe(3);
    renderWithRouter(
      <PdfViewerModal
        opened
        onClose={() => {}}
        file={new Blob(['%PDF-1.4'])}
        fileName="inspection-2026.pdf"
        vehicleReport
      />,
    );
    expect(await screen.findByText('Page 3 of 5')).toBeInTheDocument();
  });

  it('opens any other PDF on page 1, pages through it and shows all pages', async () => {
    expect(pdfViewerStartPage('invoice.pdf')).toBe(1);
    expect(pdfViewerStartPage('dekra-photo.jpg')).toBe(1);
    open('invoice.pdf');
    expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show all pages' }));
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(5);
  });
});
