// Certificate.pdf: a picture of the certificate on one landscape A4 page, 250 mm wide (spec 001 §2, §9),
// with its texts as an invisible layer so that the PDF can be searched and its text read.
// Loaded only when the user asks for the PDF (dynamic import): html2canvas and jsPDF are large.
import html2canvas from 'html2canvas-pro';
import { jsPDF } from 'jspdf';
import { revealOffscreenCopy } from '../resultSheet/resultPdfPages';
import { CERTIFICATE_PDF, pdfPlacement, pdfWritable } from './certificateFormat';

/** About 250 mm at 250 dpi: sharp when printed, small enough for the browser's canvas. */
const TARGET_WIDTH_PX = 2480;
/** Text stays sharp at this quality; lower shows halos around letters. */
const JPEG_QUALITY = 0.92;
const PT_PER_MM = 72 / 25.4;

/** The sheet's texts (elements marked data-pdf-text) placed where they are in the picture, invisibly. */
function addTextLayer(doc: jsPDF, sheet: HTMLElement, place: { x: number; y: number; width: number }) {
  const box = sheet.getBoundingClientRect();
  const mmPerPx = place.width / box.width;
  for (const element of Array.from(sheet.querySelectorAll<HTMLElement>('[data-pdf-text]'))) {
    const text = element.innerText.trim();
    // The standard font writes Latin-1 only; other scripts stay in the picture.
    if (!text || !pdfWritable(text)) continue;
    const rect = element.getBoundingClientRect();
    const fontPx = parseFloat(getComputedStyle(element).fontSize) || 12;
    doc.setFontSize(fontPx * mmPerPx * PT_PER_MM);
    // The standard font is wider than the sheet's: lines may run on to the sheet's right edge, so that a
    // name is not cut in two where the picture shows it on one line.
    const width = Math.max((box.right - rect.left) * mmPerPx, 1);
    doc.text(
      doc.splitTextToSize(text, width) as string[],
      place.x + (rect.left - box.left) * mmPerPx,
      place.y + (rect.top - box.top) * mmPerPx,
      {
        baseline: 'top',
        renderingMode: 'invisible',
      },
    );
  }
}

/** Draws the certificate `sheet` and saves it as Certificate.pdf; `title` becomes the PDF's title. */
export async function saveCertificatePdf(sheet: HTMLElement, title: string): Promise<void> {
  const width = sheet.getBoundingClientRect().width;
  const scale = Math.min(4, Math.max(2, TARGET_WIDTH_PX / width));
  const canvas = await html2canvas(sheet, {
    scale,
    backgroundColor: '#ffffff',
    logging: false,
    useCORS: true,
    onclone: (_document, copy) => revealOffscreenCopy(copy),
  });
  const place = pdfPlacement(canvas.width, canvas.height);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  if (pdfWritable(title)) doc.setProperties({ title });
  // JPEG: the browser's own encoder is fast and jsPDF embeds it as it is (PNG is re-compressed in JavaScript).
  doc.addImage(canvas.toDataURL('image/jpeg', JPEG_QUALITY), 'JPEG', place.x, place.y, place.width, place.height);
  addTextLayer(doc, sheet, place);
  doc.save(CERTIFICATE_PDF.fileName);
}
