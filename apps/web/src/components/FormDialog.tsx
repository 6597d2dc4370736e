/**
 * FormDialog: the one create / edit dialog (UX.md): title, the form, Cancel and the primary button on the
 * right. Escape, the backdrop and Cancel close it; with unsaved changes (`dirty`) it asks first. Below
 * 600 px it fills the screen. Enter in a field submits the form.
 *
 * Usage with react-hook-form:
 *   <FormDialog open={open} title={t('pages.questionCategory')} onClose={close}
 *     onSubmit={form.handleSubmit(save)} submitting={save.isPending} dirty={form.formState.isDirty}
 *     testId="category-dialog">
 *     <RhfTextField control={form.control} name="questionCategoryName" … />
 *   </FormDialog>
 * Test ids: the dialog `testId`, the buttons `${testId}-submit` and `${testId}-cancel`, the discard
 * question `${testId}-discard-confirm|cancel`.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form's submit, e.g. form.handleSubmit(save). */
  onSubmit: () => void;
  submitLabel?: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  /** Closing with unsaved changes asks first. */
  dirty?: boolean;
  /** A breakpoint, or a pixel width such as 900. */
  maxWidth?: Breakpoint | number;
  testId?: string;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { open, title, onClose, onSubmit, submitLabel, submitting, submitDisabled, dirty, children } = props;
  const { maxWidth = 'sm', testId = 'form-dialog' } = props;
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme(); // the Material default theme when no ThemeProvider is around
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [asking, setAsking] = useState(false);

  const requestClose = () => {
    if (submitting) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!submitting) onSubmit();
  };
  const pixelWidth = typeof maxWidth === 'number';

  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth={pixelWidth ? false : maxWidth}
        aria-labelledby={`${id}-title`}
        data-testid={testId}
        slotProps={{
          paper: {
            component: 'form',
            noValidate: true,
            onSubmit: submit,
            sx: pixelWidth && !fullScreen ? { maxWidth } : undefined,
          } as object,
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={requestClose} disabled={submitting} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={submitting}
            disabled={submitDisabled}
            data-testid={`${testId}-submit`}
          >
            {submitLabel ?? t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={t('table.discardTitle')}
        message={t('table.discardMessage')}
        confirmLabel={t('table.discard')}
        cancelLabel={t('table.keepEditing')}
        destructive
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onClose={() => setAsking(false)}
        testId={`${testId}-discard`}
      />
    </>
  );
}
