import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { toBuffer } from 'qrcode';

/**
 * A Y4M video (one 4:2:0 frame, which Chromium loops) of `text` as a QR code on white, for
 * `--use-file-for-fake-video-capture`: the browser's camera then films that card.
 */
export async function writeQrVideo(text: string, file: string): Promise<void> {
  const png = PNG.sync.read(await toBuffer(text, { type: 'png', width: 480, margin: 6 }));
  const width = png.width - (png.width % 2);
  const height = png.height - (png.height % 2);
  const luma = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * png.width + x) * 4;
      luma[y * width + x] = Math.round(0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!);
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128); // grey: no colour
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
      chroma,
    ]),
  );
}
