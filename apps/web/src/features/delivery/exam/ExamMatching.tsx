import { Close } from '@mui/icons-material';
import { Box, IconButton, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText';
import { nativeFieldSx } from './examFieldSx';
import type { TypedAnswerProps } from './examAnswer';
import { choosePair, pairsFromWire, pairsToWire } from './examWire';

/**
 * A matching question (issue 22): each stem with a dropdown of the choices. The browser's own select
 * (a native <select>) is used: arrow keys choose, the phone shows its own picker, and a screen reader reads
 * each one by its stem. A stem left on "Choose…" is unanswered and left out of the answer.
 */
export function ExamMatching({ question, value, disabled, labelledBy, onChange }: TypedAnswerProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const stems = question.stems ?? [];
  const choices = question.choices ?? [];
  const pairs = pairsFromWire(value, stems, choices);
  const hintId = `${baseId}-hint`;
  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      data-testid="exam-matching"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('examTypes.matchingHint')}
      </Typography>
      {stems.map((stem, i) => {
        const stemId = `${baseId}-stem-${i}`;
        const chosen = pairs[stem.id] ?? '';
        return (
          <Box
            key={stem.id}
            data-testid="exam-matching-row"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) minmax(200px, 1fr) auto' },
              alignItems: 'center',
              gap: { xs: 1, sm: 2 },
              p: 1.5,
              border: 2,
              borderRadius: 2,
              borderColor: chosen ? 'primary.main' : 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              id={stemId}
              sx={{ minWidth: 0, overflowWrap: 'anywhere', gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              data-testid="exam-matching-stem"
            >
              <RichText text={stem.text} code={question.isCodeSnippet} component="span" />
            </Box>
            <Box
              component="select"
              value={chosen}
              disabled={disabled}
              onChange={(event) => onChange(pairsToWire(choosePair(pairs, stem.id, event.target.value), stems))}
              aria-labelledby={stemId}
              data-testid={`exam-matching-select-${i}`}
              sx={{ ...nativeFieldSx, width: '100%', minHeight: 48 }}
            >
              <option value="">{t('examTypes.chooseAnswer')}</option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.text}
                </option>
              ))}
            </Box>
            {/* Clearing on a phone without opening the picker again; hidden while nothing is chosen. */}
            <IconButton
              aria-label={t('examTypes.clearPair', { stem: stem.text })}
              disabled={disabled}
              onClick={() => onChange(pairsToWire(choosePair(pairs, stem.id, ''), stems))}
              data-testid={`exam-matching-clear-${i}`}
              sx={{ width: 44, height: 44, visibility: chosen ? 'visible' : 'hidden' }}
            >
              <Close />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
