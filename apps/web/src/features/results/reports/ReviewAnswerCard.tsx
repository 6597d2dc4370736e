import {
  FEEDBACK_MAX,
  QUESTION_TYPE_ID,
  type Locale,
  type ResultDetail,
  type resultsApi,
  type RouteOutput,
} from '@assessly/shared';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { useErrorText } from '../../../components/FormFields';
import { RichText } from '../../../components/RichText';
import { useApiMutation } from '../../../components/useApiMutation';
import { reportApi } from '../api/reportApi';
import { shownAnswer, shownKey } from '../resultSheet/answerDisplay';
import { AnswerShown } from '../resultSheet/AnswerShown';
import { formatNumber } from '../resultSheet/resultFormat';
import { checkMark } from './reportFormat';

const MARK_ERRORS = ['markCanNotBeLessZero', 'marksObtaincannotgreaterthanQuestionMarks', 'marksMustBeNumber'];

export interface ReviewAnswerCardProps {
  answer: ResultDetail;
  number: number;
  onSaved: (result: RouteOutput<typeof resultsApi.UpdateMarksObtain>) => void;
}

/** A labelled block of the card: the candidate's answer, the model answer. */
function Block({
  label,
  children,
  testId,
  tint,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  tint: string;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere', p: 1.5, borderRadius: 1, bgcolor: tint }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

/** The candidate's answer: a written one as typed (line breaks kept), another type's as it reads (issue 22). */
function CandidateAnswer({ answer }: { answer: ResultDetail }) {
  const { t } = useTranslation();
  const shown = answer.questionTypeId === QUESTION_TYPE_ID.descriptive ? null : shownAnswer(answer);
  if (answer.isAnswerSkipped) return <>{t('reports.reviewSkipped')}</>;
  if (shown) return <AnswerShown shown={shown} code={answer.isCodeSnippet} />;
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
      {answer.userAnswer || t('reports.reviewNoAnswer')}
    </Box>
  );
}

/**
 * What the examiner compares with: the key of a question that has one (issue 22's types), and the model
 * answer (the question's explanation), which is all a descriptive question has.
 */
function ModelAnswer({ answer }: { answer: ResultDetail }) {
  const { t } = useTranslation();
  const key = answer.questionTypeId === QUESTION_TYPE_ID.descriptive ? null : shownKey(answer);
  return (
    <>
      {key && (
        <Block label={t('reports.reviewKey')} testId="review-key" tint="#edf7ed">
          <AnswerShown shown={key} code={answer.isCodeSnippet} />
        </Block>
      )}
      <Block label={t('reports.reviewModelAnswer')} testId="review-model-answer" tint="#edf7ed">
        {answer.answerExplanation.trim() ? (
          <RichText text={answer.answerExplanation} />
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('reports.reviewNoModelAnswer')}
          </Typography>
        )}
      </Block>
    </>
  );
}

/**
 * One pending descriptive answer: the question (code and math as the candidate saw them), the candidate's
 * answer as written, the model answer (the question's explanation), the question's mark, a mark field
 * checked as the examiner types (spec 001 §5 "Manual grading") and optional feedback the candidate reads
 * with the result (issue 20). Save sends both; the server's own refusal of a mark shows under the field.
 */
export function ReviewAnswerCard({ answer, number, onSaved }: ReviewAnswerCardProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const [mark, setMark] = useState('');
  const [feedback, setFeedback] = useState(answer.feedback ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const checked = checkMark(mark, answer.questionMark);
  const error = serverError ?? (touched && 'error' in checked ? checked.error : null);
  const locale = i18n.language as Locale;
  const max = formatNumber(answer.questionMark, locale);

  const save = useApiMutation({
    mutationFn: (text: string) => reportApi.updateMarks(answer.quizResponseDetailId, text, feedback.trim()),
    notify: false,
    onSuccess: onSaved,
    onError: (e) => {
      if (e instanceof ApiRefusal && MARK_ERRORS.includes(e.code)) setServerError(e.code);
    },
  });

  const submit = () => {
    setTouched(true);
    if ('value' in checked) save.mutate(checked.text);
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
          {t('reports.reviewQuestion', { number: formatNumber(number, locale) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="review-question-mark">
          {t('reports.reviewQuestionMark', { mark: max })}
        </Typography>
      </Box>
      <RichText text={answer.questionDetail} code={answer.isCodeSnippet} testId="review-question" />
      <Block label={t('reports.reviewAnswer')} testId="review-user-answer" tint="action.hover">
        <CandidateAnswer answer={answer} />
      </Block>
      <ModelAnswer answer={answer} />
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
        <TextField
          multiline
          minRows={2}
          maxRows={8}
          size="small"
          label={t('reports.reviewFeedback')}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          helperText={t('reports.reviewFeedbackHint', {
            count: formatNumber(feedback.length, locale),
            max: formatNumber(FEEDBACK_MAX, locale),
          })}
          sx={{ flex: '1 1 280px', minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX, 'data-testid': 'review-feedback' } }}
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
