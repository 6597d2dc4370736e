/**
 * ConfirmDialog: the one confirmation dialog (delete, Go Live, Stop Live, discard changes).
 *
 * Usage:
 *   <ConfirmDialog open={Boolean(toDelete)} title={t('table.deleteTitle')} message={t('messages.deleteConfirmMessage')}
 *     confirmLabel={t('table.delete')} destructive busy={remove.isPending}
 *     onConfirm={() => remove.mutate(toDelete.id)} onClose={() => setToDelete(null)} testId="delete-confirm" />
 * The caller closes it (onClose) when the work is done; while `busy` the confirm button spins and the dialog
 * does not close. Buttons: `${testId}-confirm` and `${testId}-cancel`; the focus starts on Cancel.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Default: Cancel. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  destructive?: boolean;
  testId?: string;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, cancelLabel, onConfirm, onClose, busy, destructive } = props;
  const testId = props.testId ?? 'confirm';
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      data-testid={testId}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus data-testid={`${testId}-cancel`}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          loading={busy}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel ?? t('table.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
