import {
  CONTRACT_LEVEL_LABELS,
  SCHOOL_LICENSE_SECTIONS,
  schoolContractDocumentsTexts,
  type TContractLevel,
  type TLicensorFields,
  type TScheduleB,
  type TSchoolContractEventKind,
} from '@fhp/domain';
import { pdfBytes } from '../../platform/storage/pdf-bytes';
import { drawQr } from '../community-badges/community-badge-pdf';

const t = schoolContractDocumentsTexts.pdf;
const c = t.certificate;
const eventLabels = schoolContractDocumentsTexts.detail.eventLabels;

/** A signature as the PDF draws it: a PNG (drawn) or a name set in an italic face (typed). */
export type SignatureArt = { kind: 'drawn'; png: Buffer } | { kind: 'typed'; text: string };

export interface PdfSigner {
  name: string;
  title: string | null;
  email: string;
  signature: SignatureArt;
  signedAt: Date;
  ip: string | null;
  /**
   * How the signer was identified: when they proved control of the e-mail (the one-time code),
   * a description (an operator's console session), or null if not recorded.
   */
  verification: Date | string | null;
}

export interface PdfEvent {
  at: Date;
  kind: TSchoolContractEventKind;
  who: string | null;
  ip: string | null;
}

/**
 * Everything the signed PDF shows, read from the contract and its trail (contract-pdf-content.ts).
 * The renderer reads nothing else: no clock, no randomness, so the same content always gives
 * the same bytes.
 */
export interface ContractPdfContent {
  contractId: string;
  number: number;
  level: TContractLevel;
  schoolName: string;
  stateName: string;
  place: string;
  effectiveDate: string;
  officerEmail: string;
  scheduleB: TScheduleB;
  licensor: TLicensorFields;
  licensorSigner: PdfSigner;
  licenseeSigner: PdfSigner;
  events: PdfEvent[];
  verifyUrl: string;
  /** Who seals the file (the signing certificate's subject). */
  sealedBy: string;
  createdAt: Date;
  /** The document's dates (CreationDate, ModDate): the countersignature's time. */
  documentDate: Date;
}

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = { top: 72, bottom: 80, side: 72 } as const;
const WIDTH = PAGE.width - 2 * MARGIN.side;
const INK = '#1b2a4a';
const MUTED = '#5b6477';
const RULE = '#c9ced8';
const SHADE = '#f1f3f7';
const ACCENT = '#f2a900';
/** The most trail rows the certificate lists; the rest are counted. */
const TRAIL_MAX_ROWS = 18;

/** 2026-11-28T14:05:09Z: UTC, ISO 8601, to the second. */
export const isoUtc = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

type Doc = PDFKit.PDFDocument;

/**
 * Renders the contract: the agreement (parties, every section, Schedules A and B, both
 * signatures) and, with `certificate`, the signing certificate page (signers, e-mail
 * verification, times, addresses, the audit trail, the agreement's SHA-256 and a QR code to the
 * confirmation page). Deterministic: the document's dates are the countersignature's time and
 * the file id is derived from them (PDFKit hashes the info dictionary), fonts are the standard
 * fourteen (nothing embedded with a random subset tag).
 *
 * The agreement's pages are drawn identically with and without the certificate (their footers
 * count the agreement's pages only), so `agreementSha256` (the SHA-256 of the agreement rendered
 * alone) fingerprints exactly the pages the full document starts with (decision 0066).
 */
export async function renderContractPdf(
  content: ContractPdfContent,
  options: { certificate: false } | { certificate: true; agreementSha256: string },
): Promise<Buffer> {
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ]);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    info: {
      Title: `${t.title}: ${content.schoolName} (contract ${content.number})`,
      Author: 'FHP',
      Subject: t.subtitle,
      Creator: 'FHP',
      Producer: 'FHP',
      CreationDate: content.documentDate,
      ModDate: content.documentDate,
    },
  });
  const done = pdfBytes(doc);

  drawAgreement(doc, content);
  const agreementPages = doc.bufferedPageRange().count;
  drawFooters(doc, content, agreementPages);
  if (options.certificate) {
    doc.addPage();
    drawCertificate(doc, QRCode, content, options.agreementSha256, agreementPages);
  }
  doc.end();
  return await done;
}

function drawFooters(doc: Doc, content: ContractPdfContent, pages: number) {
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 48;
    doc
      .moveTo(MARGIN.side, y - 8)
      .lineTo(PAGE.width - MARGIN.side, y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t.footer(String(content.number)), MARGIN.side, y, { width: WIDTH, lineBreak: false })
      .text(t.page(i + 1, pages), MARGIN.side, y, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** Starts a new page when fewer than `height` points are left above the bottom margin. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - MARGIN.bottom) doc.addPage();
}

function heading(doc: Doc, text: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc
    .font('Times-Bold')
    .fontSize(12.5)
    .fillColor(INK)
    .text(text, MARGIN.side, doc.y, { width: WIDTH });
  doc.moveDown(0.25);
}

function paragraph(doc: Doc, text: string) {
  doc
    .font('Times-Roman')
    .fontSize(11)
    .fillColor('#111111')
    .text(text, MARGIN.side, doc.y, { width: WIDTH, align: 'justify', lineGap: 2 });
  doc.moveDown(0.45);
}

function drawAgreement(doc: Doc, content: ContractPdfContent) {
  // Title block.
  doc.rect(MARGIN.side, MARGIN.top - 24, WIDTH, 3).fill(ACCENT);
  doc
    .font('Times-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(t.title.toUpperCase(), MARGIN.side, MARGIN.top, {
      width: WIDTH,
      align: 'center',
      characterSpacing: 1,
    });
  doc.moveDown(0.2);
  doc
    .font('Times-Italic')
    .fontSize(11.5)
    .fillColor(MUTED)
    .text(t.subtitle, { width: WIDTH, align: 'center' });
  doc.moveDown(0.6);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `${t.contractId}: ${content.number}    ·    ${t.effectiveDate}: ${content.effectiveDate}    ·    ${CONTRACT_LEVEL_LABELS[content.level]}`,
      { width: WIDTH, align: 'center' },
    );
  doc.moveDown(1.2);

  // The parties.
  const partiesTop = doc.y;
  const half = (WIDTH - 24) / 2;
  const party = (x: number, role: string, lines: string[]) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(role.toUpperCase(), x, partiesTop, { width: half, characterSpacing: 0.6 });
    doc.moveDown(0.3);
    doc
      .font('Times-Bold')
      .fontSize(12)
      .fillColor(INK)
      .text(lines[0] ?? '', x, doc.y, { width: half });
    doc.font('Times-Roman').fontSize(10.5).fillColor('#111111');
    for (const line of lines.slice(1)) doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const address = content.licensor.address || content.scheduleB.address;
  const city = content.licensor.city || content.scheduleB.city;
  const zip = content.licensor.zip || content.scheduleB.zip;
  const leftEnd = party(MARGIN.side, t.licensor, [
    content.schoolName,
    address,
    `${city}, ${content.stateName} ${zip}`.trim(),
    `${t.email}: ${content.officerEmail}`,
  ]);
  const rightEnd = party(MARGIN.side + half + 24, t.licensee, [
    t.licenseeName,
    'Florida, United States',
  ]);
  doc.y = Math.max(leftEnd, rightEnd) + 8;
  doc
    .moveTo(MARGIN.side, doc.y)
    .lineTo(PAGE.width - MARGIN.side, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.6);

  // The sections, numbered; the schedules after them.
  const body = SCHOOL_LICENSE_SECTIONS.filter((s) => !s.id.startsWith('schedule-'));
  body.forEach((section, index) => {
    heading(doc, `${t.sectionNumber(index + 1)}  ${section.title}`);
    for (const text of section.paragraphs) paragraph(doc, text);
  });

  const scheduleA = SCHOOL_LICENSE_SECTIONS.find((s) => s.id === 'schedule-a');
  if (scheduleA) {
    heading(doc, scheduleA.title);
    for (const text of scheduleA.paragraphs) paragraph(doc, text);
  }

  // Schedule B stays on one page: its table is read as one record.
  ensureSpace(doc, 360);
  heading(doc, t.scheduleBTitle);
  const b = content.scheduleB;
  keyValueTable(doc, [
    [t.contractId, String(content.number)],
    ['School', content.schoolName],
    ['State', content.stateName],
    ['City or county', content.place],
    ['Address', b.address],
    ['City', b.city],
    ['Zip', b.zip],
    ['Allowed views', b.allowedViews.join(', ') || t.none],
    ['Restricted views', b.restrictedViews.join(', ') || t.none],
    ['School Verification Officer', `${b.officerFirstName} ${b.officerLastName}`.trim()],
    ['Phone', b.phone],
    ['Extension', b.extension || t.none],
    ['School e-mail', content.officerEmail],
  ]);

  // Signatures: the block stays whole, on this page when it fits.
  ensureSpace(doc, 250);
  doc.moveDown(0.8);
  doc
    .font('Times-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(t.signaturesTitle, MARGIN.side, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
  paragraph(doc, t.signaturesIntro);
  doc.moveDown(0.6);
  const top = doc.y;
  const column = (WIDTH - 36) / 2;
  signatureBlock(doc, MARGIN.side, top, column, t.forLicensor, content.licensorSigner);
  signatureBlock(
    doc,
    MARGIN.side + column + 36,
    top,
    column,
    t.forLicensee,
    content.licenseeSigner,
  );
}

function keyValueTable(doc: Doc, rows: [string, string][]) {
  const labelWidth = 170;
  const pad = 5;
  for (const [index, [label, value]] of rows.entries()) {
    doc.font('Times-Roman').fontSize(10.5);
    const height =
      Math.max(
        doc.heightOfString(value || t.none, { width: WIDTH - labelWidth - 2 * pad }),
        doc.heightOfString(label, { width: labelWidth - 2 * pad }),
      ) +
      2 * pad;
    ensureSpace(doc, height);
    const y = doc.y;
    if (index % 2 === 0) doc.rect(MARGIN.side, y, WIDTH, height).fill(SHADE);
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, MARGIN.side + pad, y + pad + 1, { width: labelWidth - 2 * pad });
    doc
      .font('Times-Roman')
      .fontSize(10.5)
      .fillColor('#111111')
      .text(value || t.none, MARGIN.side + labelWidth + pad, y + pad, {
        width: WIDTH - labelWidth - 2 * pad,
      });
    doc.y = y + height;
  }
  doc.x = MARGIN.side;
  doc.moveDown(0.5);
}

/** The signature, drawn or typed, on a line, then who signed, their e-mail and the time. */
function signatureBlock(
  doc: Doc,
  x: number,
  top: number,
  width: number,
  role: string,
  signer: PdfSigner,
) {
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text(role.toUpperCase(), x, top, { width, characterSpacing: 0.6 });
  const box = { y: top + 18, height: 64 };
  drawSignature(doc, signer.signature, x, box.y, width, box.height);
  const lineY = box.y + box.height + 4;
  doc
    .moveTo(x, lineY)
    .lineTo(x + width, lineY)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  let y = lineY + 8;
  const line = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, x, y, { width });
    doc
      .font('Times-Roman')
      .fontSize(10.5)
      .fillColor('#111111')
      .text(value, x, y + 9, { width });
    y = doc.y + 5;
  };
  line(t.name, signer.name);
  if (signer.title) line(t.titleLabel, signer.title);
  line(t.email, signer.email);
  line(t.date, isoUtc(signer.signedAt));
  return y;
}

function drawSignature(
  doc: Doc,
  signature: SignatureArt,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  if (signature.kind === 'drawn') {
    doc.image(signature.png, x, y, { fit: [width, height], valign: 'bottom' });
    return;
  }
  // A typed signature: the name in an italic face, sized to fit the box.
  let size = 26;
  doc.font('Times-BoldItalic');
  while (size > 12 && doc.fontSize(size).widthOfString(signature.text) > width) size -= 1;
  doc
    .fontSize(size)
    .fillColor('#0b2e6b')
    .text(signature.text, x, y + height - size - 2, { width, lineBreak: false });
}

function drawCertificate(
  doc: Doc,
  QRCode: typeof import('qrcode'),
  content: ContractPdfContent,
  agreementSha256: string,
  agreementPages: number,
) {
  const bottom = doc.page.margins.bottom;
  // The certificate is one page: its own layout, no automatic page breaks.
  doc.page.margins.bottom = 0;
  const side = 48;
  const width = PAGE.width - 2 * side;

  // Header band with the QR code.
  const band = 104;
  doc.rect(0, 0, PAGE.width, band).fill(INK);
  doc.rect(0, band, PAGE.width, 4).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor('#ffffff')
    .text(c.title, side, 30, { width: width - 110, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#c8d1e6')
    .text(c.subtitle, side, 60, { width: width - 110, lineBreak: false });
  doc.fontSize(9).text(`${t.title} · ${c.reference} ${content.number}`, side, 76, {
    width: width - 110,
    lineBreak: false,
  });
  const qr = 80;
  const qrX = PAGE.width - side - qr;
  doc.rect(qrX - 6, 12, qr + 12, qr + 12).fill('#ffffff');
  drawQr(QRCode, doc, content.verifyUrl, qrX, 18, qr);

  let y = band + 24;
  const label = (text: string, at: number) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(text.toUpperCase(), side, at, { width, characterSpacing: 0.6 });

  // Summary.
  const summary: [string, string][] = [
    [c.reference, `${content.number} · ${content.schoolName} (${content.stateName})`],
    [c.status, c.statusValue],
    ['Document', `${t.title}, ${agreementPages} pages, and this certificate`],
    ['Created', isoUtc(content.createdAt)],
    ['Completed', isoUtc(content.documentDate)],
    ['Sealed by', content.sealedBy],
  ];
  for (const [key, value] of summary) {
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED).text(key, side, y, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor('#111111')
      .text(value, side + 110, y - 0.5, { width: width - 110, lineBreak: false, ellipsis: true });
    y += 15;
  }

  // Signers.
  y += 10;
  label(c.partiesTitle, y);
  y += 14;
  const signerCard = (signer: PdfSigner, role: string, at: number) => {
    const height = 92;
    doc.rect(side, at, width, height).lineWidth(0.6).strokeColor(RULE).stroke();
    doc.rect(side, at, 4, height).fill(ACCENT);
    const col = side + 14;
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(signer.name, col, at + 9, { width: 260, lineBreak: false, ellipsis: true });
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(role, col, at + 23, { width: 260, lineBreak: false });
    const facts: [string, string][] = [
      [t.email, signer.email],
      [
        c.emailVerified,
        signer.verification instanceof Date
          ? c.codeVerified(isoUtc(signer.verification))
          : (signer.verification ?? c.notVerified),
      ],
      [c.signedAt, isoUtc(signer.signedAt)],
      [c.ip, signer.ip ?? t.none],
    ];
    let fy = at + 38;
    for (const [key, value] of facts) {
      doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(key, col, fy, { width: 96 });
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#111111')
        .text(value, col + 96, fy - 0.5, { width: 206, lineBreak: false, ellipsis: true });
      fy += 12;
    }
    // The signature as given, in a light box on the right.
    const boxX = side + width - 190;
    doc.rect(boxX, at + 10, 178, height - 20).fill(SHADE);
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(c.signature, boxX + 6, at + 14, { width: 166, lineBreak: false });
    drawSignature(doc, signer.signature, boxX + 8, at + 22, 162, height - 38);
  };
  signerCard(content.licensorSigner, c.licensorRole, y);
  y += 100;
  signerCard(content.licenseeSigner, c.licenseeRole, y);
  y += 108;

  // Audit trail.
  label(c.trailTitle, y);
  y += 14;
  const columns = [
    { width: 118 },
    { width: 124 },
    { width: width - 118 - 124 - 92 },
    { width: 92 },
  ];
  const row = (cells: readonly string[], at: number, header: boolean) => {
    if (header) doc.rect(side, at - 3, width, 14).fill(SHADE);
    let x = side + 4;
    cells.forEach((cell, i) => {
      const col = columns[i] ?? { width: 80 };
      doc
        .font(header ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(header ? 7.5 : 8)
        .fillColor(header ? MUTED : '#111111')
        .text(cell, x, at, { width: col.width - 6, lineBreak: false, ellipsis: true });
      x += col.width;
    });
  };
  row(c.trailColumns, y, true);
  y += 14;
  const shown = content.events.slice(0, TRAIL_MAX_ROWS);
  for (const event of shown) {
    row(
      [isoUtc(event.at), eventLabels[event.kind], event.who ?? t.none, event.ip ?? t.none],
      y,
      false,
    );
    y += 12;
  }
  if (content.events.length > shown.length) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`+ ${content.events.length - shown.length} more events`, side + 4, y, { width });
    y += 12;
  }

  // Fingerprint and verification.
  y = Math.max(y + 12, 600);
  label(c.hashTitle, y);
  y += 13;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(c.agreementHash, side, y, { width });
  y += 12;
  doc.font('Courier-Bold').fontSize(9.5).fillColor(INK).text(agreementSha256, side, y, {
    width,
    lineBreak: false,
  });
  y += 16;
  doc.font('Helvetica').fontSize(8).fillColor('#111111').text(c.fileHashNote, side, y, { width });
  y = doc.y + 4;
  doc.text(c.sealNote, side, y, { width });
  y = doc.y + 10;
  label(c.verifyTitle, y);
  y += 13;
  doc.font('Helvetica').fontSize(8).fillColor('#111111').text(c.verifyText, side, y, { width });
  y = doc.y + 2;
  doc
    .font('Courier')
    .fontSize(8.5)
    .fillColor('#0b4fb3')
    .text(content.verifyUrl, side, y, { width, link: content.verifyUrl, underline: false });

  const footerY = PAGE.height - 40;
  doc
    .moveTo(side, footerY - 8)
    .lineTo(PAGE.width - side, footerY - 8)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(`${c.title} · ${t.footer(String(content.number))}`, side, footerY, {
      width,
      lineBreak: false,
    })
    .text(c.timesNote, side, footerY, { width, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
}
