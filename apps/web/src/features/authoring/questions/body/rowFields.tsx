// The small parts every body editor repeats: a credit field in percent, a row's remove button, the add
// button under a list, a list's own message, and a fieldset with its heading.
import { Add, DeleteOutlined } from '@mui/icons-material';
import { Box, Button, FormHelperText, IconButton, InputAdornment, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { get, useFormState, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField, useErrorText } from '../../../../components/FormFields';
import type { QuestionFormValues } from '../questionForm';
import { useLiveErrors } from './liveErrors';

export type FormControl = Control<QuestionFormValues>;
export type FormPath = FieldPath<QuestionFormValues>;

/** A fraction of the mark as a percentage, -100 to 100 (GIFT's %50%, %-100%). */
export function FractionField(props: { control: FormControl; name: FormPath; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <RhfTextField
      {...props}
      type="number"
      hint={t('questions.creditHint')}
      endAdornment={<InputAdornment position="end">%</InputAdornment>}
      inputProps={{ min: -100, max: 100, step: 'any' }}
    />
  );
}

/**
 * A row's remove button. The button goes with its row, so the focus moves on to `focusAfter` (the list's
 * add button) rather than falling back to the page.
 */
export function RemoveRowButton(props: {
  label: string;
  onClick: () => void;
  testId: string;
  focusAfter: string;
  disabled?: boolean;
}) {
  const { label, onClick, testId, focusAfter, disabled } = props;
  const remove = () => {
    onClick();
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="${focusAfter}"]`)?.focus());
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={remove} disabled={disabled} data-testid={testId}>
          <DeleteOutlined />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The add button under a list; the focus goes on to the new row's first field (`focusAfter`). */
export function AddRowButton(props: {
  label: string;
  onClick: () => void;
  testId: string;
  focusAfter: string;
  disabled?: boolean;
}) {
  const { label, onClick, testId, focusAfter, disabled } = props;
  const add = () => {
    onClick();
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="${focusAfter}"]`)?.focus());
  };
  return (
    <Box>
      <Button size="small" startIcon={<Add />} onClick={add} disabled={disabled} data-testid={testId}>
        {label}
      </Button>
    </Box>
  );
}

/**
 * The message of a whole list or body (e.g. "no answer earns the full mark"), which no single field
 * shows: the rules put it on the list's own path, and it follows the values as they change.
 */
export function ListMessage({ control, name, testId }: { control: FormControl; name: string; testId: string }) {
  const errorText = useErrorText();
  const live = useLiveErrors();
  const { isSubmitted, dirtyFields } = useFormState({ control });
  // Shown once the author has changed the list or tried to save, as the fields' own messages are.
  const message = isSubmitted || get(dirtyFields, name) ? errorText(live[name]) : undefined;
  if (!message) return null;
  return (
    <FormHelperText error role="alert" sx={{ mx: 0 }} data-testid={testId}>
      {message}
    </FormHelperText>
  );
}

/** A group of body fields with its heading and hint, as one fieldset for screen readers. */
export function BodySection(props: {
  title: string;
  hint?: string;
  children: ReactNode;
  testId: string;
  /** For a control inside that names itself by the heading (aria-labelledby). */
  titleId?: string;
}) {
  const { title, hint, children, testId, titleId } = props;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }} data-testid={testId}>
      <Typography component="legend" id={titleId} variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** A row of an editable list: its fields side by side (stacked on a phone), its buttons at the end. */
export function EditRow({ children, actions, label }: { children: ReactNode; actions: ReactNode; label: string }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 1.5 }}>{children}</Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, pt: 0.5 }}>{actions}</Box>
    </Box>
  );
}

/** Two or three fields in a row from the small breakpoint up, one under the other on a phone. */
export const FIELD_ROW = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
} as const;
