import { ArrowForward } from '@mui/icons-material';
import { Box } from '@mui/material';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from '../../../../components/FormFields';
import { emptyPair, emptyText } from './bodyForm';
import { AddRowButton, BodySection, EditRow, ListMessage, RemoveRowButton, type FormControl } from './rowFields';

/** The stem and its choice side by side with an arrow between them; one under the other on a phone. */
const PAIR = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'center',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto minmax(0, 1fr)' },
} as const;

function PairsFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const pairs = useFieldArray({ control, name: 'body.matching.pairs' });
  return (
    <BodySection title={t('questions.pairs')} hint={t('questions.pairsHint')} testId="question-pairs">
      {pairs.fields.map((row, index) => {
        const number = index + 1;
        return (
          <EditRow
            key={row.id}
            label={t('questions.pairNumber', { number })}
            actions={
              <RemoveRowButton
                label={t('questions.removePair', { number })}
                onClick={() => pairs.remove(index)}
                disabled={pairs.fields.length <= 2}
                testId={`question-pair-remove-${index}`}
                focusAfter="question-pair-add"
              />
            }
          >
            <Box sx={PAIR}>
              <RhfTextField
                control={control}
                name={`body.matching.pairs.${index}.stem`}
                label={t('questions.stemNumber', { number })}
                testId={`question-pair-stem-${index}`}
                required
                inputProps={{ maxLength: 2000 }}
              />
              <ArrowForward
                color="action"
                aria-hidden
                sx={{ justifySelf: 'center', transform: { xs: 'rotate(90deg)', sm: 'none' } }}
              />
              <RhfTextField
                control={control}
                name={`body.matching.pairs.${index}.choice`}
                label={t('questions.matchNumber', { number })}
                testId={`question-pair-choice-${index}`}
                required
                inputProps={{ maxLength: 2000 }}
              />
            </Box>
          </EditRow>
        );
      })}
      <ListMessage control={control} name="body.matching.pairs" testId="question-pairs-message" />
      <AddRowButton
        label={t('questions.addPair')}
        onClick={() => pairs.append(emptyPair())}
        testId="question-pair-add"
        focusAfter={`question-pair-stem-${pairs.fields.length}`}
      />
    </BodySection>
  );
}

function DistractorsFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const distractors = useFieldArray({ control, name: 'body.matching.distractors' });
  return (
    <BodySection title={t('questions.distractors')} hint={t('questions.distractorsHint')} testId="question-distractors">
      {distractors.fields.map((row, index) => {
        const number = index + 1;
        return (
          <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <RhfTextField
              control={control}
              name={`body.matching.distractors.${index}.text`}
              label={t('questions.distractorNumber', { number })}
              testId={`question-distractor-${index}`}
              required
              inputProps={{ maxLength: 2000 }}
            />
            <Box sx={{ pt: 0.5 }}>
              <RemoveRowButton
                label={t('questions.removeDistractor', { number })}
                onClick={() => distractors.remove(index)}
                testId={`question-distractor-remove-${index}`}
                focusAfter="question-distractor-add"
              />
            </Box>
          </Box>
        );
      })}
      <ListMessage control={control} name="body.matching.distractors" testId="question-distractors-message" />
      <AddRowButton
        label={t('questions.addDistractor')}
        onClick={() => distractors.append(emptyText())}
        testId="question-distractor-add"
        focusAfter={`question-distractor-${distractors.fields.length}`}
      />
    </BodySection>
  );
}

/** Matching (type 6): stems each matched to one choice, and extra choices that match nothing. */
export function MatchingFields({ control }: { control: FormControl }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PairsFields control={control} />
      <DistractorsFields control={control} />
    </Box>
  );
}
