/**
 * The text a PDF shows: the hex and literal strings of its uncompressed content streams,
 * joined per text operator (PDFKit splits words into TJ arrays for kerning).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const op of raw.matchAll(
    /\[((?:<[0-9a-fA-F]*>|\([^)]*\)|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
  )) {
    const parts = op[1] ?? `<${op[2]}>`;
    lines.push(
      [...parts.matchAll(/<([0-9a-fA-F]*)>|\(([^)]*)\)/g)]
        .map((p) => (p[1] !== undefined ? Buffer.from(p[1], 'hex').toString('latin1') : p[2]))
        .join(''),
    );
  }
  return lines.join('\n');
}
