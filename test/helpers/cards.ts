import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A card PNG's size and what its QR code holds (jsqr over the pixels pngjs decodes), null when no code is found. */
export function readCardPng(png: Buffer): { width: number; height: number; qr: string | null } {
  assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE, 'a PNG file');
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return { width: image.width, height: image.height, qr: code ? code.data : null };
}
