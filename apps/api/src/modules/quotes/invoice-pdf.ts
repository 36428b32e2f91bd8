import { formatDate, formatRand } from '@motorwise/shared';
import PDFDocument from 'pdfkit';

/**
 * The invoice of a job as a PDF (issue 10 item 5, decision 021), drawn with pdfkit. A VAT-registered
 * workshop issues a "Tax Invoice" with what SARS asks of a full tax invoice (over R 5 000; the same
 * fields serve below it): the words Tax Invoice, the supplier's name, address and VAT number, the
 * recipient's name and address (and VAT number when the customer gave one), a unique sequential number,
 * the date, a description and quantity of each line, the value, the VAT at the rate charged and the
 * totals. A workshop that is not VAT-registered issues an "Invoice" with no VAT and no VAT number.
 */

export interface InvoiceParty {
  name: string;
  addressLines: string[];
  vatNumber: string | null;
  registrationNumber?: string | null;
  contact?: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitExclCents: number;
  totalExclCents: number;
  vatCents: number;
  totalInclCents: number;
  noVat: boolean;
}

export interface InvoiceDocument {
  isTaxInvoice: boolean;
  number: string;
  date: Date;
  quoteReference: string;
  /** The workshop's own reference for the job (its job card or invoice number), when it gave one. */
  workshopReference: string | null;
  requestReference: string;
  vehicle: string;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  lines: InvoiceLine[];
  vatRate: number;
  totals: { totalExclCents: number; vatCents: number; totalInclCents: number };
  /** Paid, or what is still owed. */
  paid: boolean;
  /** The workmanship guarantee sent with the quote, as the lines printed (decision 076); null: none. */
  guarantee?: string[] | null;
}

export const invoiceTitle = (doc: Pick<InvoiceDocument, 'isTaxInvoice'>) =>
  doc.isTaxInvoice ? 'Tax Invoice' : 'Invoice';

export const invoiceFileName = (doc: Pick<InvoiceDocument, 'isTaxInvoice' | 'number'>) =>
  `${doc.isTaxInvoice ? 'Tax-Invoice' : 'Invoice'}-${doc.number}.pdf`;

const quantityText = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(3).replace(/0+$/, ''));

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    // Dated by the invoice, not the download: the same invoice is the same file for customer and workshop.
    info: {
      Title: `${invoiceTitle(doc)} ${doc.number}`,
      Author: doc.supplier.name,
      Creator: 'Motorwise',
      CreationDate: doc.date,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 48;
  const right = pdf.page.width - 48;
  const width = right - left;

  // Heading: the title and the invoice's number and date.
  pdf.font('Helvetica-Bold').fontSize(22).fillColor('#13204a').text(invoiceTitle(doc), left, 48);
  pdf.font('Helvetica').fontSize(10).fillColor('#1b2540');
  pdf.text(`Number: ${doc.number}`, left, 52, { width, align: 'right' });
  pdf.text(`Date: ${formatDate(doc.date)}`, left, 66, { width, align: 'right' });
  pdf.text(`Quote: ${doc.quoteReference}`, left, 80, { width, align: 'right' });
  if (doc.workshopReference)
    pdf.text(`Workshop reference: ${doc.workshopReference}`, left, 94, { width, align: 'right' });

  // Supplier and recipient side by side.
  const party = (title: string, p: InvoiceParty, x: number, y: number) => {
    pdf.font('Helvetica-Bold').fontSize(10).text(title, x, y);
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(p.name, x, y + 14, { width: width / 2 - 12 });
    pdf.font('Helvetica').fontSize(10);
    for (const line of p.addressLines) pdf.text(line, { width: width / 2 - 12 });
    if (doc.isTaxInvoice && p.vatNumber) pdf.text(`VAT number: ${p.vatNumber}`);
    if (p.registrationNumber) pdf.text(`Registration number: ${p.registrationNumber}`);
    if (p.contact) pdf.text(p.contact, { width: width / 2 - 12 });
    return pdf.y;
  };
  const top = 116;
  const endSupplier = party('From', doc.supplier, left, top);
  const endRecipient = party('To', doc.recipient, left + width / 2 + 12, top);
  let y = Math.max(endSupplier, endRecipient) + 14;
  pdf.font('Helvetica').fontSize(10).text(`Vehicle: ${doc.vehicle}`, left, y);
  pdf.text(`Request: ${doc.requestReference}`, left, pdf.y);
  y = pdf.y + 14;

  // The lines.
  const cols = doc.isTaxInvoice
    ? [
        { title: 'Description', x: left, w: 200, align: 'left' as const },
        { title: 'Qty', x: left + 204, w: 40, align: 'right' as const },
        { title: 'Unit excl.', x: left + 248, w: 72, align: 'right' as const },
        { title: 'Excl. VAT', x: left + 324, w: 64, align: 'right' as const },
        { title: 'VAT', x: left + 392, w: 44, align: 'right' as const },
        { title: 'Incl. VAT', x: left + 440, w: width - 440, align: 'right' as const },
      ]
    : [
        { title: 'Description', x: left, w: 280, align: 'left' as const },
        { title: 'Qty', x: left + 284, w: 50, align: 'right' as const },
        { title: 'Unit price', x: left + 338, w: 80, align: 'right' as const },
        { title: 'Amount', x: left + 422, w: width - 422, align: 'right' as const },
      ];
  const row = (cells: string[], bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((c, i) => pdf.heightOfString(c, { width: cols[i]!.w }));
    const h = Math.max(...heights);
    if (y + h > pdf.page.height - 140) {
      pdf.addPage();
      y = 48;
    }
    cells.forEach((c, i) => {
      pdf.text(c, cols[i]!.x, y, { width: cols[i]!.w, align: cols[i]!.align });
    });
    y += h + 6;
  };
  pdf
    .rect(left, y - 4, width, 18)
    .fill('#eef1f8')
    .fillColor('#1b2540');
  row(
    cols.map((c) => c.title),
    true,
  );
  for (const l of doc.lines) {
    const description = doc.isTaxInvoice && l.noVat ? `${l.description} (no VAT)` : l.description;
    row(
      doc.isTaxInvoice
        ? [
            description,
            quantityText(l.quantity),
            formatRand(l.unitExclCents),
            formatRand(l.totalExclCents),
            formatRand(l.vatCents),
            formatRand(l.totalInclCents),
          ]
        : [description, quantityText(l.quantity), formatRand(l.unitExclCents), formatRand(l.totalInclCents)],
    );
  }

  // Totals.
  y += 6;
  pdf.moveTo(left, y).lineTo(right, y).strokeColor('#c8cedd').stroke();
  y += 8;
  const total = (label: string, cents: number, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    pdf.text(label, left + width - 260, y, { width: 150, align: 'right' });
    pdf.text(formatRand(cents), left + width - 100, y, { width: 100, align: 'right' });
    y += bold ? 18 : 15;
  };
  if (doc.isTaxInvoice) {
    total('Total excluding VAT', doc.totals.totalExclCents);
    total(`VAT at ${doc.vatRate}%`, doc.totals.vatCents);
    total('Total including VAT', doc.totals.totalInclCents, true);
  } else {
    total('Total', doc.totals.totalInclCents, true);
  }
  y += 10;
  pdf.font('Helvetica').fontSize(9).fillColor('#6b7390');
  pdf.text(
    doc.paid
      ? 'Paid with thanks.'
      : 'Pay online on Motorwise, or as agreed with the workshop. Quote the invoice number with any payment.',
    left,
    y,
    { width },
  );
  if (doc.guarantee?.length) {
    pdf
      .font('Helvetica-Bold')
      .fillColor('#1f2a44')
      .text('Workmanship guarantee', left, pdf.y + 8, { width });
    pdf.font('Helvetica').fillColor('#6b7390');
    for (const line of doc.guarantee) pdf.text(line, left, pdf.y + 2, { width });
  }
  if (!doc.isTaxInvoice)
    pdf.text('The supplier is not registered for VAT; no VAT is charged.', left, pdf.y + 4, { width });
  pdf.text('Issued through Motorwise on behalf of the supplier.', left, pdf.y + 4, { width });
  pdf.end();
  return done;
}
