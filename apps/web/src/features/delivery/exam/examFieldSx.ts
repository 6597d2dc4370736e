/**
 * The look of the browser's own fields (input, select) in the typed answers of issue 22, close to MUI's
 * outlined fields: native elements keep the keyboard, the phone's pickers and screen readers as the
 * browser makes them, and bring no MUI input code into the exam screen. (No import of MUI's colour
 * helpers either: a lazy part that imports them splits the chunks every screen loads.)
 */
export const nativeFieldSx = {
  px: 1,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 2,
  borderColor: 'divider',
  borderRadius: 1.5,
  '&:hover:not(:disabled)': { borderColor: 'text.secondary' },
  '&:focus-visible': { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
  '&:disabled': { color: 'text.disabled', bgcolor: 'action.disabledBackground' },
} as const;
