import { parseCloze, type ClozeBlank } from '@assessly/shared';
import { Box, Chip, FormHelperText, Paper, Typography } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blankAnswers, summaryFormats } from './bodySummary';
import type { FormControl } from './rowFields';

/** The text between the blanks, and each blank's number where it stands. */
function splitAtMarkers(text: string): (string | number)[] {
  return text.split(/\[\[(\d+)\]\]/).map((part, index) => (index % 2 ? Number(part) : part));
}

function BlankLine({ blank }: { blank: ClozeBlank }) {
  const { t, i18n } = useTranslation();
  const answers = blankAnswers(blank, summaryFormats(i18n.language));
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {t('questions.blankLabel', { no: blank.no })}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {t(`questions.blankKind.${blank.kind}`)} · {t('questions.blankWeight', { weight: blank.weight })}
      </Typography>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {answers}
      </Typography>
    </Box>
  );
}

/**
 * Cloze (type 8): the question text is written in Moodle's syntax; this preview shows it as a candidate
 * will meet it, each blank a numbered box, and under it every blank with its kind, weight and answers,
 * as the shared parser reads them while the author types. A text it cannot read shows why.
 */
export function ClozePreview({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const source = useWatch({ control, name: 'questionDetail' });
  const parsed = useMemo(() => parseCloze(source ?? ''), [source]);

  return (
    <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }} data-testid="question-cloze-preview">
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ fontWeight: 600 }}>
        {t('questions.preview')}
      </Typography>
      {'error' in parsed ? (
        <FormHelperText sx={{ mx: 0 }} data-testid="question-cloze-problem">
          {parsed.error === 'clozeNoBlanks'
            ? t('questions.clozeNoBlanks')
            : `${parsed.blank ? `${t('questions.blankLabel', { no: parsed.blank })}: ` : ''}${t(`messages.${parsed.error}`)}`}
        </FormHelperText>
      ) : (
        <>
          <Typography
            component="div"
            sx={{ whiteSpace: 'pre-wrap', lineHeight: 2.2, mt: 0.5 }}
            data-testid="question-cloze-text"
          >
            {splitAtMarkers(parsed.text).map((part, index) =>
              typeof part === 'number' ? (
                <Chip
                  key={index}
                  size="small"
                  variant="outlined"
                  label={t('questions.blankLabel', { no: part })}
                  sx={{ mx: 0.5, bgcolor: 'background.paper' }}
                />
              ) : (
                <Fragment key={index}>{part}</Fragment>
              ),
            )}
          </Typography>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5, fontWeight: 700 }}>
            {t('questions.clozeBlanks')}
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
            data-testid="question-cloze-blanks"
          >
            {parsed.blanks.map((blank) => (
              <BlankLine key={blank.no} blank={blank} />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
