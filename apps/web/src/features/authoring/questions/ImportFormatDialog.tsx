import { zodResolver } from '@hookform/resolvers/zod';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography, Box } from '@mui/material';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { RhfSelect } from '../../../components/FormFields';
import { defaultFormat, importKind, type ImportKind, type ImportOptions } from './questionImport';
import { useQuestionLookups } from './useQuestionLookups';

const chosenId = () => z.coerce.number({ error: 'required' }).int().positive({ error: 'required' });
const FILE_FORMATS = ['gift', 'aiken', 'moodlexml', 'qti'] as const;
type FileFormat = (typeof FILE_FORMATS)[number];
const schema = z.object({
  format: z.enum(FILE_FORMATS),
  questionCategoryId: chosenId(),
  questionLavelId: chosenId(),
});
type Values = z.input<typeof schema>;

/** The formats a file of this kind may be in: a .txt file is GIFT or Aiken, the others one format each. */
export function formatsFor(kind: ImportKind | null): FileFormat[] {
  if (kind === 'txt') return ['gift', 'aiken'];
  const only = kind ? defaultFormat(kind) : 'gift';
  return only === 'csv' ? [] : [only];
}

const FORMAT_LABEL: Record<FileFormat, string> = {
  gift: 'questions.formatGift',
  aiken: 'questions.formatAiken',
  moodlexml: 'questions.formatMoodleXml',
  qti: 'questions.formatQti',
};

interface Props {
  /** The chosen .gift, .txt, .xml or .zip file; null = closed. */
  file: File | null;
  onClose: () => void;
  onImport: (file: File, options: ImportOptions) => void;
}

/**
 * Before a GIFT, Aiken, Moodle XML or QTI file is checked: its format (a .txt file may be GIFT or Aiken)
 * and the level and category its questions get (none of these formats has levels; the categories of a
 * GIFT or Moodle XML file are kept and the chosen one takes the questions it puts in none).
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
  const formats = formatsFor(file ? importKind(file.name) : null);
  const format = useWatch({ control: form.control, name: 'format' });
  useEffect(() => {
    if (file)
      reset({ format: formatsFor(importKind(file.name))[0] ?? 'gift', questionCategoryId: '', questionLavelId: '' });
  }, [file, reset]);

  return (
    <FormDialog
      open={Boolean(file)}
      title={t('questions.importTitle', { file: file?.name ?? '' })}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => file && onImport(file, values))}
      submitLabel={t('questions.checkFile')}
      maxWidth="sm"
      testId="import-format-dialog"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        <Typography color="text.secondary">{t('questions.applyHintAll')}</Typography>
        {formats.length > 1 ? (
          <Controller
            control={form.control}
            name="format"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={`${id}-format`}>{t('questions.format')}</FormLabel>
                <RadioGroup row aria-labelledby={`${id}-format`} {...field}>
                  {formats.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio slotProps={{ input: { 'data-testid': `import-format-${value}` } as object }} />}
                      label={t(FORMAT_LABEL[value])}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        ) : (
          <Typography data-testid="import-format-fixed">
            {t('questions.format')}: <strong>{t(FORMAT_LABEL[formats[0] ?? 'gift'])}</strong>
          </Typography>
        )}
        <RhfSelect
          control={form.control}
          name="questionCategoryId"
          label={t('questions.category')}
          options={categoryOptions}
          testId="import-category"
          hint={format === 'moodlexml' || format === 'gift' ? t('questions.categoryFallbackHint') : undefined}
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
