import type { Readable } from 'node:stream';

/**
 * The bytes a pdfkit document writes, once it has ended. Listen before drawing (pdfkit streams
 * as it draws), end the document, then await the promise.
 */
export function pdfBytes(doc: Readable): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
