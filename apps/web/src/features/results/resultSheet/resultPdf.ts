// Result.pdf: an image of the result sheet over as many A4 pages as it needs (spec 001 §2, §9).
// Loaded only when the candidate asks for the PDF (dynamic import): html2canvas and jsPDF are large.
import html2canvas from 'html2canvas-pro';
import { jsPDF } from 'jspdf';
import { PDF_FILE_NAME, PDF_PAGE, pageSlices, revealOffscreenCopy } from './resultPdfPages';

/** Sharper than the screen without making a long sheet's image too big for the browser's canvas. */
const SCALE = 2;
const PADDING_PX = 24;
/** Text stays sharp at this quality; lower shows halos around letters. */
const JPEG_QUALITY = 0.92;

/**
 * Prepares the copy html2canvas draws: a white page with some margin, and tables that scroll sideways
 * on screen widened so that every column is in the picture. Returns the row boundaries (CSS px from the
 * copy's top) where a page may end.
 */
function prepareCopy(copy: HTMLElement): number[] {
  copy.style.padding = `${PADDING_PX}px`;
  copy.style.background = '#ffffff';
  // Code blocks scroll on screen; on paper their long lines wrap, so that nothing is cut off.
  for (const block of Array.from(copy.querySelectorAll<HTMLElement>('pre'))) {
    block.style.whiteSpace = 'pre-wrap';
    block.style.overflowWrap = 'anywhere';
    block.style.overflowX = 'visible';
  }
  const scrollers = Array.from(copy.querySelectorAll<HTMLElement>('.MuiTableContainer-root, [data-pdf-scroll]'));
  const extra = Math.max(0, ...scrollers.map((s) => s.scrollWidth - s.clientWidth));
  if (extra > 0) {
    copy.style.width = `${copy.offsetWidth + extra}px`;
    copy.style.maxWidth = 'none';
  }
  const top = copy.getBoundingClientRect().top;
  return Array.from(copy.querySelectorAll('tr, [data-pdf-break]')).map((el) => el.getBoundingClientRect().bottom - top);
}

/** One page's rows of the full image, as a canvas of their own (a page never carries the whole image). */
function sliceCanvas(source: HTMLCanvasElement, from: number, to: number): HTMLCanvasElement {
  const slice = document.createElement('canvas');
  slice.width = source.width;
  slice.height = to - from;
  const context = slice.getContext('2d');
  if (!context) throw new Error('no 2d canvas context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, slice.width, slice.height);
  context.drawImage(source, 0, from, source.width, to - from, 0, 0, source.width, to - from);
  return slice;
}

/** Draws `element` and saves it as Result.pdf; elements marked data-html2canvas-ignore stay out. */
export async function saveResultPdf(element: HTMLElement): Promise<void> {
  let breaks: number[] = [];
  const canvas = await html2canvas(element, {
    scale: SCALE,
    backgroundColor: '#ffffff',
    logging: false,
    useCORS: true,
    onclone: (_document, copy) => {
      revealOffscreenCopy(copy);
      breaks = prepareCopy(copy);
    },
  });
  const pxPerMm = canvas.width / PDF_PAGE.width;
  const pageHeightPx = (PDF_PAGE.height - PDF_PAGE.top) * pxPerMm;
  const slices = pageSlices(
    canvas.height,
    pageHeightPx,
    breaks.map((b) => b * SCALE),
  );
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  slices.forEach(([from, to], index) => {
    if (index > 0) doc.addPage();
    // JPEG: the browser's own encoder is fast and jsPDF embeds it as it is; PNG would be re-compressed
    // in JavaScript page by page (many seconds for a long sheet) and be several times larger.
    const image = sliceCanvas(canvas, from, to).toDataURL('image/jpeg', JPEG_QUALITY);
    doc.addImage(image, 'JPEG', 0, PDF_PAGE.top, PDF_PAGE.width, (to - from) / pxPerMm);
  });
  doc.save(PDF_FILE_NAME);
}
