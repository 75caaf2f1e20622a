import { formatDate, statementsTexts } from '@fhp/domain';

/** US Letter, in points, and the statements' colours (those of the contract PDF). */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
export const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#1b2a4a';
const MUTED = '#5b6477';
const RULE = '#c9ced8';
const SHADE = '#f1f3f7';
const ACCENT = '#f2a900';
const ROW = 16;
const BOTTOM = PAGE.height - 64;

type Doc = PDFKit.PDFDocument;

export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };

/** A new statement document: US Letter, the standard fonts only, buffered for the page footers. */
export async function newStatementDoc(title: string, date: Date): Promise<Doc> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: title, Author: 'FHP', Creator: 'FHP', Producer: 'FHP', CreationDate: date },
  });
}

/** The brand, the document's title, whose and which year, and when it was made. */
export function drawHeader(
  doc: Doc,
  input: { title: string; name: string; year: number; generatedAt: Date },
) {
  doc.rect(MARGIN, MARGIN, WIDTH, 4).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(MUTED)
    .text(statementsTexts.brand, MARGIN, MARGIN + 14);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(`${input.title} ${input.year}`);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(input.name);
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(statementsTexts.pdf.period(input.year))
    .text(statementsTexts.pdf.generated(formatDate(input.generatedAt, 'UTC')));
  doc.moveDown(1);
}

export function drawSectionTitle(doc: Doc, title: string) {
  ensureRoom(doc, ROW * 3);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** Label and amount pairs; `strong` rows are bold, over a rule. */
export function drawTotals(doc: Doc, rows: { label: string; value: string; strong?: boolean }[]) {
  for (const row of rows) {
    ensureRoom(doc, ROW);
    const y = doc.y;
    if (row.strong) {
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    const font = row.strong ? 'Helvetica-Bold' : 'Helvetica';
    doc.font(font).fontSize(10).fillColor(INK);
    doc.text(row.label, MARGIN + 4, y + 4, { width: WIDTH * 0.7, lineBreak: false });
    doc.text(row.value, MARGIN + WIDTH * 0.7, y + 4, {
      width: WIDTH * 0.3 - 4,
      align: 'right',
      lineBreak: false,
    });
    doc.y = y + ROW;
  }
}

/** A table with a shaded header row, repeated on a new page; cells are cut to one line. */
export function drawTable(doc: Doc, columns: PdfColumn[], rows: string[][], bold?: Set<number>) {
  const header = () => {
    ensureRoom(doc, ROW * 2);
    const y = doc.y;
    doc.rect(MARGIN, y, WIDTH, ROW).fill(SHADE);
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
    let x = MARGIN;
    for (const column of columns) {
      doc.text(column.header, x + 4, y + 5, {
        width: column.width - 8,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    }
    doc.y = y + ROW;
  };
  header();
  rows.forEach((cells, index) => {
    if (doc.y + ROW > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
      header();
    }
    const y = doc.y;
    doc
      .font(bold?.has(index) ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(INK);
    let x = MARGIN;
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 4, y + 4, {
        width: column.width - 8,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + WIDTH, y + ROW)
      .lineWidth(0.25)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + ROW;
  });
}

export function drawNote(doc: Doc, text: string) {
  ensureRoom(doc, ROW * 2);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text, MARGIN, doc.y, { width: WIDTH });
}

/** "Page n of m" under every page, once everything is drawn. */
export function drawFooters(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(statementsTexts.pdf.page(i + 1, range.count), MARGIN, PAGE.height - 40, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }
}
