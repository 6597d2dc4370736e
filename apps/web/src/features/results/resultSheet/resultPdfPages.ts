// Page layout of Result.pdf (spec 001 §9): A4 portrait, the sheet's image 210 mm wide, 295 mm of page
// height with a 10 mm top offset. Kept apart from resultPdf.ts so it loads (and is tested) without
// the PDF libraries.

export const PDF_PAGE = { width: 210, height: 295, top: 10 } as const;
export const PDF_FILE_NAME = 'Result.pdf';

/**
 * The [from, to) pixel rows of the sheet's image that go on each page. A page ends at the last row
 * boundary that fits (so no table row is cut in two), unless that would leave the page less than half
 * full; then it is cut at the full page height.
 */
export function pageSlices(total: number, pageHeight: number, breaks: number[]): [number, number][] {
  if (!(total > 0) || !(pageHeight > 0)) return [];
  const candidates = [...new Set(breaks.map(Math.round))].filter((b) => b > 0 && b < total).sort((a, b) => a - b);
  const slices: [number, number][] = [];
  let from = 0;
  while (total - from >= 1) {
    let to = Math.min(total, Math.floor(from + pageHeight));
    if (to < total) {
      const fit = candidates.filter((b) => b > from + pageHeight / 2 && b <= to).pop();
      if (fit !== undefined) to = fit;
    }
    slices.push([from, to]);
    from = to;
  }
  return slices;
}

/** Marks the holder of a sheet drawn off-screen for a PDF (a download from a list, not from the sheet itself). */
export const OFFSCREEN_ATTRIBUTE = 'data-pdf-offscreen';

/**
 * In html2canvas's copy of the page, brings an off-screen sheet back to the left edge: the picture is
 * taken of the copy, and a copy lying 10,000 px to the left would be drawn as an empty page.
 */
export function revealOffscreenCopy(copy: HTMLElement): void {
  const holder = copy.closest<HTMLElement>(`[${OFFSCREEN_ATTRIBUTE}]`);
  if (holder) holder.style.left = '0px';
}
