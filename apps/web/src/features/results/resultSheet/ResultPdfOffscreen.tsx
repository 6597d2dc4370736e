import { Box } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import { OFFSCREEN_ATTRIBUTE } from './resultPdfPages';

/** Two frames: React has committed and the browser has laid out and painted what the engines rendered. */
export const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * A sheet drawn off-screen, at a fixed width, for a PDF made from a list (Reports, the details dialog):
 * the PDF is a picture of a sheet, and the list shows none. Inert and hidden from assistive technology,
 * it lives only while the picture is taken.
 */
export function OffscreenHolder({
  width,
  children,
  ref,
}: {
  width: number;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return createPortal(
    <Box
      ref={ref}
      {...{ [OFFSCREEN_ATTRIBUTE]: '' }}
      inert
      aria-hidden
      data-testid="pdf-offscreen"
      sx={{ position: 'absolute', top: 0, left: -10_000, width, bgcolor: '#ffffff', pointerEvents: 'none' }}
    >
      {children}
    </Box>,
    document.body,
  );
}
