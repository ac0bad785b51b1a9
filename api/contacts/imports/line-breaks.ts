import { Transform, type TransformCallback } from 'node:stream';

const CR = 0x0d;
const LF = 0x0a;

/**
 * Rewrites CRLF and lone CR line breaks as LF, byte by byte (CR never occurs inside a UTF-8 sequence), so
 * the CSV parser counts lines right in Windows and old Mac files and in files that mix the two.
 */
export function normalizeLineBreaks(): Transform {
  let pendingCr = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!pendingCr && chunk.indexOf(CR) === -1) return done(null, chunk);
      const out = Buffer.allocUnsafe(chunk.length + 1);
      let length = 0;
      let index = 0;
      if (pendingCr) {
        out[length++] = LF;
        if (chunk[0] === LF) index = 1;
        pendingCr = false;
      }
      for (; index < chunk.length; index++) {
        const byte = chunk[index]!;
        if (byte !== CR) out[length++] = byte;
        else if (index === chunk.length - 1) pendingCr = true;
        else {
          out[length++] = LF;
          if (chunk[index + 1] === LF) index++;
        }
      }
      done(null, out.subarray(0, length));
    },
    flush(done: TransformCallback) {
      done(null, pendingCr ? Buffer.from([LF]) : undefined);
    },
  });
}
