import { zodResolver } from '@hookform/resolvers/zod';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography, Box } from '@mui/material';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { RhfSelect } from '../../../components/FormFields';
import type { ImportOptions } from './questionImport';
import { useQuestionLookups } from './useQuestionLookups';

const chosenId = () => z.coerce.number({ error: 'required' }).int().positive({ error: 'required' });
const schema = z.object({
  format: z.enum(['gift', 'aiken']),
  questionCategoryId: chosenId(),
  questionLavelId: chosenId(),
});
type Values = z.input<typeof schema>;

interface Props {
  /** The chosen .gift or .txt file; null = closed. */
  file: File | null;
  onClose: () => void;
  onImport: (file: File, options: ImportOptions) => void;
}

/**
 * GIFT and Aiken files carry no category or level: the author picks them (and, for a .txt file, which of
 * the two formats it is) before the import starts.
 */
export function ImportFormatDialog({ file, onClose, onImport }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { categoryOptions, levelOptions } = useQuestionLookups();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { format: 'gift', questionCategoryId: '', questionLavelId: '' },
  });
  const { reset } = form;
  const askFormat = Boolean(file?.name.toLowerCase().endsWith('.txt'));
  useEffect(() => {
    if (file) reset({ format: 'gift', questionCategoryId: '', questionLavelId: '' });
  }, [file, reset]);

  return (
    <FormDialog
      open={Boolean(file)}
      title={t('questions.importTitle', { file: file?.name ?? '' })}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => file && onImport(file, values))}
      submitLabel={t('questions.import')}
      maxWidth="sm"
      testId="import-format-dialog"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        <Typography color="text.secondary">{t('questions.applyHint')}</Typography>
        {askFormat && (
          <Controller
            control={form.control}
            name="format"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={`${id}-format`}>{t('questions.format')}</FormLabel>
                <RadioGroup row aria-labelledby={`${id}-format`} {...field}>
                  <FormControlLabel
                    value="gift"
                    control={<Radio slotProps={{ input: { 'data-testid': 'import-format-gift' } as object }} />}
                    label={t('questions.formatGift')}
                  />
                  <FormControlLabel
                    value="aiken"
                    control={<Radio slotProps={{ input: { 'data-testid': 'import-format-aiken' } as object }} />}
                    label={t('questions.formatAiken')}
                  />
                </RadioGroup>
              </FormControl>
            )}
          />
        )}
        <RhfSelect
          control={form.control}
          name="questionCategoryId"
          label={t('questions.category')}
          options={categoryOptions}
          testId="import-category"
          required
        />
        <RhfSelect
          control={form.control}
          name="questionLavelId"
          label={t('questions.level')}
          options={levelOptions}
          testId="import-level"
          required
        />
      </Box>
    </FormDialog>
  );
}
