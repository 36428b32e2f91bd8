import fs from 'node:fs';
import { Readable } from 'node:stream';
import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';
import { buildPdf, demoVehicleReportPdf } from './simple-pdf';
import { isSafeSvg } from './svg-check';
import { checkLicenceDiskPhoto, sanitizeFileName, spoolUpload } from './uploads';

describe('file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\report.pdf', 'report.pdf'],
    ['  photo\u0000 "1".png', 'photo 1.png'],
    ['.htaccess', 'htaccess'],
    ['', 'attachment.pdf'],
    [`${'a'.repeat(150)}.pdf`, `${'a'.repeat(96)}.pdf`],
    // A right-to-left override makes 'invoice\u202Efdp.exe' read as 'invoiceexe.pdf'.
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['re\u2066port\u2069\u200B\u200F.pdf', 'report.pdf'],
    ['\uFEFFscan\u00AD\u2060.png', 'scan.png'],
    ['photo\u202E\u202C.png', 'photo.png'],
  ])('%j -> %j', (raw, clean) => expect(sanitizeFileName(raw, 'pdf')).toBe(clean));
});

describe('SVG check', () => {
  const svg = (inner: string, attrs = '') =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`);
  it('accepts a plain drawing', () => {
    expect(isSafeSvg(svg('<g><circle cx="1" cy="1" r="1"/><text x="0" y="5">Hi &amp; bye</text></g>'))).toBe(
      true,
    );
    expect(isSafeSvg(svg('<defs><linearGradient id="a"/></defs><rect fill="url(#a)"/>'))).toBe(true);
  });
  it.each([
    ['script', svg('<script>alert(1)</script>')],
    ['prefixed script', svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>')],
    ['event handler', svg('<rect onclick="alert(1)"/>')],
    ['javascript link', svg('<a href="java&#x09;script:alert(1)"><rect/></a>')],
    ['javascript link plain', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['external image', svg('<image href="https://evil.example/x.png"/>')],
    ['foreignObject', svg('<foreignObject><div/></foreignObject>')],
    ['doctype', Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['css import', svg('<style>@import url(https://evil.example/x.css);</style>')],
    ['not svg root', Buffer.from('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>')],
    ['no namespace', Buffer.from('<svg><rect/></svg>')],
    ['unclosed', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')],
    ['trailing content', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/><script>x</script>')],
    ['not text', Buffer.from([0xff, 0xfe, 0x00, 0x3c])],
  ])('refuses %s', (_name, bytes) => expect(isSafeSvg(bytes)).toBe(false));
});

describe('licence disk photo', () => {
  const part = (bytes: Buffer, filename = 'disk.jpg') => ({
    fieldname: 'licenseDiskPhoto',
    filename,
    mimetype: 'image/jpeg',
    bytes,
    truncated: false,
  });
  it('must be a photo by content, up to 10000 KB', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await checkLicenceDiskPhoto(part(png))).ok).toBe(true);
    expect(await checkLicenceDiskPhoto(part(Buffer.from('%PDF-1.4\n%%EOF')))).toEqual({
      ok: false,
      problems: ['License disk photo must be an image.'],
    });
    expect(await checkLicenceDiskPhoto({ ...part(png), truncated: true })).toEqual({
      ok: false,
      problems: ['License disk photo must be less than 10 MB.'],
    });
  });
});

/** Every xref entry points at its 'N 0 obj', and startxref at the table: the file is a valid PDF. */
function checkPdfStructure(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = m.index + m[0].length;
    expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
  }
}

describe('demo PDF', () => {
  it('is a valid PDF of four pages (the report viewer opens page 3)', () => {
    const pdf = demoVehicleReportPdf({
      plate: 'CA 456-789',
      vehicleName: 'Toyota Hilux 2.8 GD-6',
      vin: 'AHTKB3CD302645123',
      mileage: 52_800,
      date: '2025-09-01',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toContain('/Count 4');
    expect(text.match(/\/Type \/Page /g)).toHaveLength(4);
    checkPdfStructure(pdf);
  });
  it('escapes text', () => {
    const pdf = buildPdf([{ lines: ['(brackets) and \\ backslash', 'naïve €'] }]);
    expect(pdf.toString('latin1')).toContain('\\(brackets\\) and \\\\ backslash');
    checkPdfStructure(pdf);
  });
});

describe('download names (Content-Disposition)', () => {
  it.each([
    'dekra-report-CA-456-789.pdf',
    'photo front1.png',
    'Fakt\u00fbra \u20ac 12 "final".pdf',
    'r\u00e9sum\u00e9;\\x.svg',
  ])('is always an attachment that gives back the exact name: %s', (name) => {
    const header = attachmentDisposition(name);
    // The plain filename is ASCII (old clients); filename* carries the exact UTF-8 name.
    expect(header).toMatch(/^attachment; filename=/);
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
    const parsed = parse(header);
    expect(parsed.type).toBe('attachment');
    expect(parsed.parameters.filename).toBe(name);
  });
});

describe('a spooled upload', () => {
  // A client that hangs up mid-request: @fastify/multipart removes the spooled files on the socket's close
  // while the handler runs on. Reading them must fail in the handler, not as an 'error' event on a stream
  // nobody listens to yet, which ended the whole server (found by the bench's closing connections).
  it('whose file is gone fails to open as a rejection the handler catches', async () => {
    const cleanup: string[] = [];
    const content = await spoolUpload(Readable.from([Buffer.from('%PDF-1.4 a page')]), cleanup);
    expect((await content.read()).toString()).toBe('%PDF-1.4 a page');
    const chunks: Buffer[] = [];
    for await (const chunk of await content.open()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 a page');
    for (const file of cleanup) fs.rmSync(file);
    await expect(content.open()).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
