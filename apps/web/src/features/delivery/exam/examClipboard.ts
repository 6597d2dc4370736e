import type { ClipboardEvent, DragEvent } from 'react';

const block = (event: ClipboardEvent | DragEvent) => event.preventDefault();

/**
 * The handlers that keep paste, copy, cut and dropped text out of a typed answer (spec 001 §5), for the
 * descriptive answer and the typed answers of issue 22's types alike.
 */
export const blockClipboard = { onPaste: block, onCopy: block, onCut: block, onDrop: block };
