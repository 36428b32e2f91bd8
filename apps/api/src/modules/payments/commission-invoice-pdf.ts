import { formatDate, formatRand } from '@motorwise/shared';
import PDFDocument from 'pdfkit';
import type { PlatformParty } from './settings';

/**
 * The platform's monthly commission invoice to a workshop as a PDF (decision 064), drawn with pdfkit like
 * the job's tax invoice: the words Tax Invoice, both parties with their VAT numbers, the unique sequential
 * number, the date, the month's payments with the commission on each, VAT at the rate charged and totals.
 */

export interface CommissionLine {
  reference: string;
  /** ISO instant the payment was credited. */
  at: string;
  grossCents: number;
  commissionPercent: string;
  commissionCents: number;
}

export interface CommissionInvoicePdf {
  number: string;
  issuedAt: Date;
  month: string;
  supplier: PlatformParty;
  recipient: PlatformParty;
  lines: CommissionLine[];
  commissionExclCents: number;
  vatPercent: string;
  vatCents: number;
  totalInclCents: number;
}

export const commissionInvoiceFileName = (number: string) => `Tax-Invoice-${number}.pdf`;

export function renderCommissionInvoicePdf(doc: CommissionInvoicePdf): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `Tax Invoice ${doc.number}`,
      Author: doc.supplier.name,
      Creator: 'Motorwise',
      CreationDate: doc.issuedAt,
    },
  });
  const parts: Buffer[] = [];
  pdf.on('data', (part: Buffer) => parts.push(part));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(parts)));
    pdf.on('error', reject);
  });

  const x0 = 48;
  const span = pdf.page.width - 96;
  pdf.font('Helvetica-Bold').fontSize(22).fillColor('#13204a').text('Tax Invoice', x0, 48);
  pdf.font('Helvetica').fontSize(10).fillColor('#1b2540');
  pdf.text(`Number: ${doc.number}`, x0, 52, { width: span, align: 'right' });
  pdf.text(`Date: ${formatDate(doc.issuedAt)}`, x0, 66, { width: span, align: 'right' });
  pdf.text(`Commission for ${doc.month}`, x0, 80, { width: span, align: 'right' });

  const partyAt = (heading: string, p: PlatformParty, x: number) => {
    const w = span / 2 - 12;
    pdf.font('Helvetica-Bold').fontSize(10).text(heading, x, 110);
    pdf.fontSize(11).text(p.name, x, 124, { width: w });
    pdf.font('Helvetica').fontSize(10);
    for (const line of p.addressLines) pdf.text(line, { width: w });
    if (p.vatNumber) pdf.text(`VAT number: ${p.vatNumber}`, { width: w });
    if (p.registrationNumber) pdf.text(`Registration number: ${p.registrationNumber}`, { width: w });
    if (p.contact) pdf.text(p.contact, { width: w });
    return pdf.y;
  };
  let y = Math.max(partyAt('From', doc.supplier, x0), partyAt('To', doc.recipient, x0 + span / 2 + 12)) + 18;

  const columns = [
    { title: 'Payment', x: x0, w: 150, align: 'left' as const },
    { title: 'Date', x: x0 + 154, w: 90, align: 'left' as const },
    { title: 'Paid', x: x0 + 248, w: 90, align: 'right' as const },
    { title: 'Rate', x: x0 + 342, w: 60, align: 'right' as const },
    { title: 'Commission', x: x0 + 406, w: span - 406, align: 'right' as const },
  ];
  const line = (cells: string[], bold = false) => {
    if (y > pdf.page.height - 150) {
      pdf.addPage();
      y = 48;
    }
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((text, i) => {
      const c = columns[i]!;
      pdf.text(text, c.x, y, { width: c.w, align: c.align, lineBreak: false });
    });
    y += 15;
  };
  pdf
    .rect(x0, y - 4, span, 18)
    .fill('#eef1f8')
    .fillColor('#1b2540');
  line(
    columns.map((c) => c.title),
    true,
  );
  for (const l of doc.lines)
    line([
      l.reference,
      formatDate(new Date(l.at)),
      formatRand(l.grossCents),
      `${l.commissionPercent}%`,
      formatRand(l.commissionCents),
    ]);

  y += 10;
  const total = (label: string, cents: number, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, x0 + span - 260, y, { width: 160, align: 'right' });
    pdf.text(formatRand(cents), x0 + span - 96, y, { width: 96, align: 'right' });
    y += 16;
  };
  total('Commission excl. VAT', doc.commissionExclCents);
  total(`VAT ${doc.vatPercent}%`, doc.vatCents);
  total('Total incl. VAT', doc.totalInclCents, true);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#5a6478')
    .text(
      "The platform's commission on the payments it collected for the workshop this month, already kept back from what it paid out.",
      x0,
      y + 12,
      { width: span },
    );
  pdf.end();
  return finished;
}
