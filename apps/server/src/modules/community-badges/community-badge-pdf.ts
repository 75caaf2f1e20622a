import {
  COMMUNITY_BADGE_TYPE,
  communityBadgeVerificationPath,
  formatCommunityBadgeNumber,
  formatDate,
  messages,
} from '@fhp/domain';
import type { AppServices } from '../../platform/services';
import { openFile } from '../../platform/storage/files-service';
import { pdfBytes } from '../../platform/storage/pdf-bytes';
import { badgeOwner, type CommunityBadgeRow } from './community-badge-rows';

const t = messages.communityBadges.pdf;

/** A badge card: landscape, about 5.5 x 3.5 inches (points). */
const PAGE = { width: 400, height: 252 } as const;
const PHOTO_SIZE = 96;
const QR_SIZE = 96;
const MARGIN = 20;
/** Brand colours of the printed card. */
const INK = '#1b2a4a';
const ACCENT = '#f2a900';

export type BadgePdfContent = {
  badgeNumber: string;
  athleteName: string;
  /** The badge's date as printed (UTC calendar day). */
  date: string;
  verifyUrl: string;
  /** PNG bytes of the athlete's photo, when they have one. */
  photo: Buffer | null;
  createdAt: Date;
};

/** What goes on the badge: the athlete's name and photo, the number, the date, the QR target. */
export async function badgePdfContent(
  services: AppServices,
  badge: CommunityBadgeRow,
): Promise<BadgePdfContent> {
  const owner = await badgeOwner(services.db, badge.athleteUserId);
  const badgeNumber = formatCommunityBadgeNumber(badge.badgeNumber);
  return {
    badgeNumber,
    athleteName: owner.athleteName,
    date: formatDate(badge.createdAt, 'UTC'),
    verifyUrl: new URL(
      communityBadgeVerificationPath(badgeNumber),
      services.config.publicUrl,
    ).toString(),
    photo: owner.photoFileId ? await photoPng(services, owner.photoFileId) : null,
    createdAt: badge.createdAt,
  };
}

/**
 * The stored photo as a square PNG (the PDF library takes PNG and JPEG only; stored photos may
 * be GIFs). A photo that is gone or unreadable leaves the card without one rather than failing.
 */
async function photoPng(services: AppServices, fileId: string): Promise<Buffer | null> {
  const file = await openFile(services, fileId);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
  try {
    const { default: sharp } = await import('sharp');
    return await sharp(Buffer.concat(chunks))
      .resize(PHOTO_SIZE * 3, PHOTO_SIZE * 3, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The QR code drawn as vector squares: sharp at any print size, and the same bytes each time.
 * Fans' delivered cards (fan-purchases/delivery-card.ts) draw theirs the same way.
 */
export function drawQr(
  QRCode: typeof import('qrcode'),
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/**
 * Renders the badge. Deterministic: the document's dates are the badge's creation time, and
 * the file ID is derived from them (PDFKit hashes the info dictionary), so the same badge always
 * yields the same bytes. Content streams are left uncompressed: the card is tiny, and its text
 * stays searchable by simple tools.
 */
export async function renderBadgePdf(content: BadgePdfContent): Promise<Buffer> {
  // PDFKit and qrcode (about 30 MB together) load with the first badge download, not with the
  // server (decision 0034).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ]);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    compress: false,
    info: {
      Title: `${COMMUNITY_BADGE_TYPE} ${content.badgeNumber}`,
      Author: 'FHP',
      Subject: content.athleteName,
      CreationDate: content.createdAt,
      ModDate: content.createdAt,
    },
  });
  const done = pdfBytes(doc);

  doc.rect(0, 0, PAGE.width, PAGE.height).fill(INK);
  doc.rect(0, PAGE.height - 10, PAGE.width, 10).fill(ACCENT);
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(t.heading, MARGIN, MARGIN, { width: PAGE.width - 2 * MARGIN, lineBreak: false });

  const top = 56;
  if (content.photo) {
    doc.image(content.photo, MARGIN, top, { width: PHOTO_SIZE, height: PHOTO_SIZE });
  } else {
    doc.rect(MARGIN, top, PHOTO_SIZE, PHOTO_SIZE).fill('#33466e');
  }
  doc.rect(MARGIN, top, PHOTO_SIZE, PHOTO_SIZE).lineWidth(2).stroke(ACCENT);

  const textX = MARGIN + PHOTO_SIZE + 14;
  const textWidth = PAGE.width - textX - QR_SIZE - 2 * MARGIN + 6;
  const field = (label: string, value: string, y: number, size: number) => {
    doc.fillColor('#b9c3d9').font('Helvetica').fontSize(8).text(label, textX, y, {
      width: textWidth,
      lineBreak: false,
    });
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(size)
      .text(value, textX, y + 10, { width: textWidth, height: size + 4, ellipsis: true });
  };
  field(t.athlete, content.athleteName, top, 13);
  field(t.number, content.badgeNumber, top + 34, 13);
  field(t.date, content.date, top + 68, 11);

  const qrX = PAGE.width - MARGIN - QR_SIZE;
  doc.rect(qrX - 4, top - 4, QR_SIZE + 8, QR_SIZE + 8).fill('#ffffff');
  drawQr(QRCode, doc, content.verifyUrl, qrX, top, QR_SIZE);
  doc
    .fillColor('#ffffff')
    .font('Helvetica')
    .fontSize(8)
    .text(t.scan, qrX - 4, top + QR_SIZE + 8, { width: QR_SIZE + 8, align: 'center' });

  // The address the QR code holds, printed for whoever cannot scan it.
  doc
    .fillColor('#b9c3d9')
    .font('Helvetica')
    .fontSize(7)
    .text(content.verifyUrl, MARGIN, PAGE.height - 30, {
      width: PAGE.width - 2 * MARGIN,
      lineBreak: false,
    });

  doc.end();
  return await done;
}
