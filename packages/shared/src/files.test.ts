import { describe, expect, it } from 'vitest';
import {
  AttachmentFileSchema,
  fileExtension,
  isVehicleReportFile,
  LicenceDiskPhotoSchema,
  shortenFileName,
  validateAttachment,
  validateLicenceDiskPhoto,
} from './files';

const KB = 1024;
const file = (name: string, sizeBytes: number, mimeType = 'application/octet-stream') => ({
  name,
  sizeBytes,
  mimeType,
});

describe('attachments (spec: jpeg, jpg, gif, png, svg, pdf; up to 8000 KB)', () => {
  it.each(['quote.pdf', 'damage.JPG', 'photo.jpeg', 'diagram.svg', 'anim.gif', 'scan.png', 'a.b.PDF'])(
    'accepts %s',
    (name) => {
      expect(validateAttachment(file(name, 1000))).toEqual([]);
    },
  );

  it.each(['notes.docx', 'photo.heic', 'archive.pdf.zip', 'pdf', 'noextension', 'trailingdot.'])(
    'rejects %s with the ext message',
    (name) => {
      expect(validateAttachment(file(name, 1000))).toEqual(['Attachment must be a PDF.']);
    },
  );

  it.each([
    [8000 * KB, []],
    [8000 * KB + 1, ['Attachment must be less than 8 MB.']],
  ])('size %i bytes -> %j', (size, problems) => {
    expect(validateAttachment(file('quote.pdf', size))).toEqual(problems);
  });

  it('reports every problem and requires a file per row', () => {
    expect(validateAttachment(file('movie.mp4', 9000 * KB))).toEqual([
      'Attachment must be a PDF.',
      'Attachment must be less than 8 MB.',
    ]);
    expect(validateAttachment(null)).toEqual(['Cannot be empty.']);
    expect(validateAttachment(file(' ', 10))).toEqual(['Cannot be empty.']);
  });

  it('has a zod form with the same messages', () => {
    const result = AttachmentFileSchema.safeParse(file('big.png', 8001 * KB, 'image/png'));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Attachment must be less than 8 MB.']);
    expect(AttachmentFileSchema.safeParse(file('ok.png', 10, 'image/png')).success).toBe(true);
  });
});

describe('licence disk photo (spec: an image up to 10000 KB)', () => {
  it.each([
    [file('disk.jpg', 10000 * KB, 'image/jpeg'), []],
    [file('disk.heic', 500 * KB, 'image/heic'), []],
    [file('disk.jpg', 10000 * KB + 1, 'image/jpeg'), ['License disk photo must be less than 10 MB.']],
    [file('disk.pdf', 100 * KB, 'application/pdf'), ['License disk photo must be an image.']],
    [file('disk.jpg', 100 * KB, ''), ['License disk photo must be an image.']],
  ])('%#: %j -> %j', (photo, problems) => {
    expect(validateLicenceDiskPhoto(photo)).toEqual(problems);
    expect(LicenceDiskPhotoSchema.safeParse(photo).success).toBe(problems.length === 0);
  });
});

describe('shortenFileName (spec: over 20 characters -> first 18 plus "..")', () => {
  it.each([
    ['short.pdf', 'short.pdf'],
    ['exactly-twenty-c.pdf', 'exactly-twenty-c.pdf'],
    ['twenty-one-chars.pdf1', 'twenty-one-chars.p..'],
    ['service-invoice-2025-01.pdf', 'service-invoice-20..'],
  ])('%j -> %j', (name, shown) => {
    expect(shortenFileName(name)).toBe(shown);
    expect(shortenFileName(name).length).toBeLessThanOrEqual(20);
  });
});

describe('isVehicleReportFile (spec: contains "dekra", ends .pdf)', () => {
  it.each([
    ['Dekra-report.pdf', true],
    ['VEHICLE_DEKRA_2025.PDF', true],
    ['report-dekra.pdf', true],
    ['dekra.docx', false],
    ['report.pdf', false],
    ['dekra.pdf.zip', false],
  ])('%j -> %s', (name, isReport) => {
    expect(isVehicleReportFile(name)).toBe(isReport);
  });
});

describe('fileExtension', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['.bashrc', ''],
    ['x', ''],
  ])('%j -> %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});
