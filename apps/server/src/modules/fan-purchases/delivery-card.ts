import { fanPurchasesMessages } from '@fhp/domain';
import { pdfBytes } from '../../platform/storage/pdf-bytes';
import { drawQr } from '../community-badges/community-badge-pdf';

const t = fanPurchasesMessages.card;

/**
 * The printable card of a sport badge license or a seasonal badge's QR card: who it is for,
 * what it licenses, until when, and the QR code of the purchase's public verification page.
 * One layout, drawn twice: as a PDF (vector, the community badge's approach) and as a PNG
 * (an SVG rasterised by sharp at 300 dpi), so both files print the same card.
 */
export type CardContent = {
  heading: string;
  athleteName: string;
  itemTitle: string;
  holderName: string;
  /** "Valid until November 27, 2026" (the license's end, UTC). */
  validUntil: string;
  verifyUrl: string;
  createdAt: Date;
};

/** The card: landscape, 5.5 x 3.5 inches (points), like the community badge. */
export const CARD = {
  width: 396,
  height: 252,
  margin: 20,
  qrSize: 112,
  /** Pixels per point of the PNG: 300 dpi. */
  pngScale: 300 / 72,
} as const;
/** Where the QR code sits (its top-left corner, points); tests read the PNG's QR code here. */
export const CARD_QR = { x: CARD.width - CARD.margin - CARD.qrSize, y: 60 } as const;

const INK = '#1b2a4a';
const ACCENT = '#f2a900';
const MUTED = '#b9c3d9';

/** Lines of the card's text column: label, value, size. */
function fields(content: CardContent) {
  return [
    { label: t.athlete, value: content.athleteName, size: 14 },
    { label: t.item, value: content.itemTitle, size: 10 },
    { label: t.holder, value: content.holderName, size: 12 },
    { label: t.license, value: content.validUntil, size: 10 },
  ];
}

const loadQr = async () => (await import('qrcode')).default;

/** The card as a PDF: deterministic (its dates are the purchase's), text left searchable. */
export async function renderCardPdf(content: CardContent): Promise<Buffer> {
  // Loaded with the first card, not with the server (decision 0034).
  const [{ default: PDFDocument }, QRCode] = await Promise.all([import('pdfkit'), loadQr()]);
  const doc = new PDFDocument({
    size: [CARD.width, CARD.height],
    margin: 0,
    compress: false,
    info: {
      Title: `${content.heading}: ${content.athleteName}`,
      Author: 'FHP',
      Subject: content.itemTitle,
      CreationDate: content.createdAt,
      ModDate: content.createdAt,
    },
  });
  const done = pdfBytes(doc);
  const { margin, qrSize } = CARD;
  doc.rect(0, 0, CARD.width, CARD.height).fill(INK);
  doc.rect(0, CARD.height - 10, CARD.width, 10).fill(ACCENT);
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(content.heading, margin, margin, { width: CARD.width - 2 * margin, lineBreak: false });
  const textWidth = CARD_QR.x - margin - 16;
  let y = CARD_QR.y - 4;
  for (const field of fields(content)) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(field.label, margin, y, { width: textWidth, lineBreak: false });
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(field.size)
      .text(field.value, margin, y + 10, {
        width: textWidth,
        height: field.size + 4,
        ellipsis: true,
      });
    y += 32;
  }
  doc.rect(CARD_QR.x - 4, CARD_QR.y - 4, qrSize + 8, qrSize + 8).fill('#ffffff');
  drawQr(QRCode, doc, content.verifyUrl, CARD_QR.x, CARD_QR.y, qrSize);
  doc
    .fillColor('#ffffff')
    .font('Helvetica')
    .fontSize(8)
    .text(t.scan, CARD_QR.x - 4, CARD_QR.y + qrSize + 8, {
      width: qrSize + 8,
      align: 'center',
    });
  // The address the QR code holds, printed for whoever cannot scan it.
  doc
    .fillColor(MUTED)
    .fontSize(7)
    .text(content.verifyUrl, margin, CARD.height - 28, {
      width: CARD.width - 2 * margin,
      lineBreak: false,
    });
  doc.end();
  return await done;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Shortens a value to what fits the text column (the PDF's ellipsis, by character count). */
const fit = (text: string, size: number) => {
  const max = Math.floor(((CARD_QR.x - CARD.margin - 16) / size) * 1.9);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** The card as a 300 dpi PNG: the same layout as an SVG, rasterised by sharp. */
export async function renderCardPng(content: CardContent): Promise<Buffer> {
  const [QRCode, { default: sharp }] = await Promise.all([loadQr(), import('sharp')]);
  const { margin, qrSize } = CARD;
  const { modules } = QRCode.create(content.verifyUrl, { errorCorrectionLevel: 'M' });
  const cell = qrSize / modules.size;
  let qr = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        qr += `M${CARD_QR.x + col * cell} ${CARD_QR.y + row * cell}h${cell}v${cell}h-${cell}z`;
      }
    }
  }
  let y = CARD_QR.y - 4;
  let text = '';
  for (const field of fields(content)) {
    text +=
      `<text x="${margin}" y="${y + 8}" font-size="8" fill="${MUTED}">${escapeXml(field.label)}</text>` +
      `<text x="${margin}" y="${y + 10 + field.size}" font-size="${field.size}" font-weight="700" fill="#fff">${escapeXml(fit(field.value, field.size))}</text>`;
    y += 32;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
<rect width="${CARD.width}" height="${CARD.height}" fill="${INK}"/>
<rect y="${CARD.height - 10}" width="${CARD.width}" height="10" fill="${ACCENT}"/>
<text x="${margin}" y="${margin + 13}" font-size="15" font-weight="700" fill="${ACCENT}">${escapeXml(content.heading)}</text>
${text}
<rect x="${CARD_QR.x - 4}" y="${CARD_QR.y - 4}" width="${qrSize + 8}" height="${qrSize + 8}" fill="#fff"/>
<path d="${qr}" fill="#000" shape-rendering="crispEdges"/>
<text x="${CARD_QR.x + qrSize / 2}" y="${CARD_QR.y + qrSize + 16}" font-size="8" fill="#fff" text-anchor="middle">${t.scan}</text>
<text x="${margin}" y="${CARD.height - 20}" font-size="7" fill="${MUTED}">${escapeXml(content.verifyUrl)}</text>
</svg>`;
  return await sharp(Buffer.from(svg), { density: 72 * CARD.pngScale })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
