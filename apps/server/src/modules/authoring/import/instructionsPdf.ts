import PDFDocument from 'pdfkit';
import { INSTRUCTION_SECTIONS, type Block } from './instructionsContent.js';

const MARGIN = 56;
const BODY = 10.5;

type Doc = InstanceType<typeof PDFDocument>;

function renderBlock(doc: Doc, block: Block) {
  const width = doc.page.width - 2 * MARGIN;
  switch (block.kind) {
    case 'text':
      doc.font('Helvetica').fontSize(BODY).text(block.text, MARGIN, doc.y, { width, align: 'left' });
      break;
    case 'bullets':
      doc
        .font('Helvetica')
        .fontSize(BODY)
        .list(block.items, MARGIN + 8, doc.y, {
          width: width - 8,
          bulletRadius: 2,
          textIndent: 12,
          paragraphGap: 3,
        });
      break;
    case 'code': {
      doc.font('Courier').fontSize(9);
      // An example is easier to copy when it is not split over two pages.
      if (doc.y + doc.heightOfString(block.text, { width: width - 12 }) > doc.page.height - MARGIN) doc.addPage();
      doc.text(block.text, MARGIN + 12, doc.y, { width: width - 12 });
      break;
    }
    case 'column':
      doc
        .font('Helvetica-Bold')
        .fontSize(BODY + 0.5)
        .text(block.name, MARGIN, doc.y, { width });
      for (const [label, text] of [
        ['Meaning', block.meaning],
        ['Allowed values', block.values],
        ['Example', block.example],
      ] as const) {
        doc
          .font('Helvetica-Bold')
          .fontSize(BODY)
          .text(`${label}: `, MARGIN + 12, doc.y, { continued: true });
        doc.font('Helvetica').text(text, { width: width - 12 });
      }
      break;
  }
  doc.moveDown(0.6);
}

/** Page numbers are written once every page exists (the document buffers its few pages). */
function numberPages(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(`Page ${i + 1} of ${count}`, MARGIN, doc.page.height - MARGIN / 2, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** Instructions-to-upload-questions.pdf: how to prepare the file, every column, marks, validation, GIFT and Aiken. */
export function buildInstructionsPdf(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: 'Instructions to upload questions', Author: 'Assessly' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text('Instructions to upload questions');
  doc.font('Helvetica').fontSize(BODY).fillColor('#444444').text('Assessly: importing questions into an assessment');
  doc.fillColor('#000000').moveDown(1.2);
  for (const section of INSTRUCTION_SECTIONS) {
    // Keep a heading with the start of its section (the format sections with their example).
    const keep = section.blocks.some((b) => b.kind === 'code') ? 240 : 80;
    if (doc.y > doc.page.height - MARGIN - keep) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text(section.heading, MARGIN, doc.y);
    doc.moveDown(0.4);
    for (const block of section.blocks) renderBlock(doc, block);
    doc.moveDown(0.6);
  }
  numberPages(doc);
  doc.end();
  return done;
}

let cached: Promise<Buffer> | null = null;
/** Built at the first request and kept in memory: the content only changes with the code. */
export function instructionsPdf(): Promise<Buffer> {
  cached ??= buildInstructionsPdf().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
