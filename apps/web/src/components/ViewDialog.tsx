import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface ViewDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** On the dialog. */
  testId: string;
  /** On its Close button. */
  closeTestId: string;
  closeLabel: string;
  /** A contained Close button, where closing is the one thing left to do. */
  closeContained?: boolean;
  /**
   * 'wide': up to 1000 px (a result's answers, a review), its actions padded as the page's;
   * 'md': MUI's md width.
   */
  width: 'wide' | 'md';
  /** The content takes the keyboard focus, so that keyboard users can scroll a long one. */
  focusableContent?: boolean;
  /** Shown before Close (e.g. a download). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog that shows something and closes (a result's detail, a review of answers, a mail): a title,
 * content between dividers, and Close; full screen on phones.
 *
 * Usage: <ViewDialog open={…} onClose={…} title={t('…')} testId="mail-preview" closeTestId="mail-preview-close"
 *   closeLabel={t('common.close')} width="md">…</ViewDialog>
 */
export function ViewDialog(props: ViewDialogProps) {
  const { open, onClose, title, testId, closeTestId, closeLabel, closeContained, width, focusableContent } = props;
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const wide = width === 'wide';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={wide ? false : 'md'}
      aria-labelledby={titleId}
      data-testid={testId}
      slotProps={wide ? { paper: { sx: fullScreen ? undefined : { maxWidth: 1000 } } } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers tabIndex={focusableContent ? 0 : undefined} sx={{ px: { xs: 1.5, sm: 3 } }}>
        {props.children}
      </DialogContent>
      <DialogActions sx={wide ? { px: 3, py: 1.5 } : undefined}>
        {props.actions}
        <Button variant={closeContained ? 'contained' : 'text'} onClick={onClose} data-testid={closeTestId}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
