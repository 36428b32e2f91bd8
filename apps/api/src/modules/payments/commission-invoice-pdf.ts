import { formatDate, formatRand } from '@motorwise/shared';
import PDFDocument from 'pdfkit';
import type { PlatformParty } from './settings';

/**
 * The platform's monthly commission invoice to a workshop as a PDF (decision 064), drawn with pdfkit like
 * the job's tax invoice: the words Tax Invoice, both parties with their VAT numbers, the unique sequential
 * number, the date, the month's payments with the commission on each, VAT at the rate charged and totals.
 */

export interface CommissionLine {
  /** A payment charged, or a refund of one credited (negative amounts); absent on documents before 073. */
  kind?: 'payment' | 'refund';
  /** The payment's reference. */
  reference: string;
  /** A credit note's line: the tax invoice that charged the refunded payment. */
  credits?: string;
  /** ISO instant the payment was credited (a refund: when it was recorded). */
  at: string;
  grossCents: number;
  commissionPercent: string;
  commissionCents: number;
}

export interface CommissionInvoicePdf {
  kind: 'invoice' | 'credit_note';
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

export const commissionInvoiceFileName = (number: string, kind: CommissionInvoicePdf['kind']) =>
  `${kind === 'credit_note' ? 'Credit-Note' : 'Tax-Invoice'}-${number}.pdf`;

export function renderCommissionInvoicePdf(doc: CommissionInvoicePdf): Promise<Buffer> {
  const credit = doc.kind === 'credit_note';
  const title = credit ? 'Credit Note' : 'Tax Invoice';
  const credited = [...new Set(doc.lines.flatMap((l) => (l.credits ? [l.credits] : [])))];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `${title} ${doc.number}`,
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
  pdf.font('Helvetica-Bold').fontSize(22).fillColor('#13204a').text(title, x0, 48);
  pdf.font('Helvetica').fontSize(10).fillColor('#1b2540');
  pdf.text(`Number: ${doc.number}`, x0, 52, { width: span, align: 'right' });
  pdf.text(`Date: ${formatDate(doc.issuedAt)}`, x0, 66, { width: span, align: 'right' });
  pdf.text(credit ? `Refunds in ${doc.month}` : `Commission for ${doc.month}`, x0, 80, {
    width: span,
    align: 'right',
  });
  if (credit) pdf.text(`Credits tax invoice ${credited.join(', ')}`, x0, 94, { width: span, align: 'right' });

  const partyAt = (heading: string, p: PlatformParty, x: number) => {
    const w = span / 2 - 12;
    pdf.font('Helvetica-Bold').fontSize(10).text(heading, x, 116);
    pdf.fontSize(11).text(p.name, x, 130, { width: w });
    pdf.font('Helvetica').fontSize(10);
    for (const line of p.addressLines) pdf.text(line, { width: w });
    if (p.vatNumber) pdf.text(`VAT number: ${p.vatNumber}`, { width: w });
    if (p.registrationNumber) pdf.text(`Registration number: ${p.registrationNumber}`, { width: w });
    if (p.contact) pdf.text(p.contact, { width: w });
    return pdf.y;
  };
  let y = Math.max(partyAt('From', doc.supplier, x0), partyAt('To', doc.recipient, x0 + span / 2 + 12)) + 18;

  const columns = [
    { title: 'Payment', x: x0, w: 196, align: 'left' as const },
    { title: 'Date', x: x0 + 200, w: 70, align: 'left' as const },
    { title: 'Paid', x: x0 + 274, w: 80, align: 'right' as const },
    { title: 'Rate', x: x0 + 358, w: 50, align: 'right' as const },
    { title: 'Commission', x: x0 + 412, w: span - 412, align: 'right' as const },
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
      l.kind === 'refund' ? `Commission refunded on ${l.reference}` : l.reference,
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
  total(credit ? 'Commission credited excl. VAT' : 'Commission excl. VAT', doc.commissionExclCents);
  total(`VAT ${doc.vatPercent}%`, doc.vatCents);
  total(credit ? 'Total credited incl. VAT' : 'Total incl. VAT', doc.totalInclCents, true);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#5a6478')
    .text(
      credit
        ? `The commission charged on tax invoice ${credited.join(', ')} is reduced because the payments listed were refunded to the customer: this credit note adjusts that invoice's commission and VAT.`
        : "The platform's commission on the payments it collected for the workshop this month, less the commission on any of them refunded this month, already kept back from what it paid out.",
      x0,
      y + 12,
      { width: span },
    );
  pdf.end();
  return finished;
}
