import type { Locale, ResultDetail } from '@assessly/shared';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../api/client';
import { reportApi, type MarksUpdated } from '../../api/reportApi';
import { RichText } from '../../components/RichText';
import { useErrorText } from '../../components/FormFields';
import { useApiMutation } from '../../components/useApiMutation';
import { formatNumber } from '../exam/resultFormat';
import { checkMark } from './reportFormat';

const MARK_ERRORS = ['markCanNotBeLessZero', 'marksObtaincannotgreaterthanQuestionMarks'];

export interface ReviewAnswerCardProps {
  answer: ResultDetail;
  number: number;
  onSaved: (result: MarksUpdated) => void;
}

/**
 * One pending descriptive answer: the question, the candidate's answer as written, the question's mark
 * and a mark field checked as the examiner types (spec 001 §5 "Manual grading"); Save sends the mark as
 * a number. The server's own refusal of a mark shows under the field too.
 */
export function ReviewAnswerCard({ answer, number, onSaved }: ReviewAnswerCardProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const [mark, setMark] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const checked = checkMark(mark, answer.questionMark);
  const error = serverError ?? (touched && 'error' in checked ? checked.error : null);
  const max = formatNumber(answer.questionMark, i18n.language as Locale);

  const save = useApiMutation({
    mutationFn: (value: number) => reportApi.updateMarks(answer.quizResponseDetailId, value),
    notify: false,
    onSuccess: onSaved,
    onError: (e) => {
      if (e instanceof ApiRefusal && MARK_ERRORS.includes(e.code)) setServerError(e.code);
    },
  });

  const submit = () => {
    setTouched(true);
    if ('value' in checked) save.mutate(checked.value);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}
      data-testid="review-answer"
      data-detail-id={answer.quizResponseDetailId}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('reports.reviewQuestion', { number: formatNumber(number, i18n.language as Locale) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="review-question-mark">
          {t('reports.reviewQuestionMark', { mark: max })}
        </Typography>
      </Box>
      <RichText text={answer.questionDetail} testId="review-question" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
        {t('reports.reviewAnswer')}
      </Typography>
      <Box
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
        data-testid="review-user-answer"
      >
        {answer.isAnswerSkipped ? t('reports.reviewSkipped') : answer.userAnswer || t('reports.reviewNoAnswer')}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mt: 2 }}
      >
        <TextField
          type="number"
          size="small"
          label={t('reports.reviewMark')}
          value={mark}
          onChange={(e) => {
            setMark(e.target.value);
            setTouched(true);
            setServerError(null);
          }}
          error={Boolean(error)}
          helperText={error ? errorText(error) : t('reports.reviewMarkHint', { max })}
          sx={{ width: { xs: '100%', sm: 220 } }}
          slotProps={{
            htmlInput: {
              min: 0,
              max: answer.questionMark,
              step: 'any',
              'data-testid': 'review-mark',
              inputMode: 'decimal',
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          aria-label={t('reports.reviewSaveAria', { number })}
          data-testid="review-save"
          sx={{ mt: 0.25 }}
        >
          {t('reports.reviewSave')}
        </Button>
      </Box>
    </Paper>
  );
}
