import {
  FEEDBACK_MAX,
  QUESTION_TYPE_ID,
  type Locale,
  type ResultDetail,
  type resultsApi,
  type RouteOutput,
} from '@assessly/shared';
import { Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { useErrorText } from '../../../components/FormFields';
import { RichText } from '../../../components/RichText';
import { useApiMutation } from '../../../components/useApiMutation';
import { reportApi } from '../api/reportApi';
import { displayOf, isCloze, typeKeyOf } from '../resultSheet/answerDisplay';
import { AnswerShown, ClozeFilled, KeyShown } from '../resultSheet/AnswerShown';
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

const isDescriptive = (answer: ResultDetail) => answer.questionTypeId === QUESTION_TYPE_ID.descriptive;

/** The candidate's answer: a written one as typed (line breaks kept), another type's part by part, marked. */
function CandidateAnswer({ answer }: { answer: ResultDetail }) {
  const { t } = useTranslation();
  const display = displayOf(answer);
  if (answer.isAnswerSkipped) return <>{t('reports.reviewSkipped')}</>;
  if (!isDescriptive(answer) && display.parts.length > 0)
    return <AnswerShown display={display} code={answer.isCodeSnippet} />;
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
      {answer.userAnswer || t('reports.reviewNoAnswer')}
    </Box>
  );
}

/** Does the row carry a key to show (issue 22's types; a descriptive question has none)? */
const hasKey = (answer: ResultDetail) =>
  !isDescriptive(answer) && (displayOf(answer).key ?? []).some((line) => line.entries.length > 0);

/** The key of a question that has one (issue 22's types), beside the candidate's answer on a wide card. */
function KeyBlock({ answer }: { answer: ResultDetail }) {
  const { t } = useTranslation();
  return (
    <Block label={t('reports.reviewKey')} testId="review-key" tint="#edf7ed">
      <KeyShown display={displayOf(answer)} code={answer.isCodeSnippet} />
    </Block>
  );
}

/**
 * The model answer (the question's explanation), which is all a descriptive question has to compare with:
 * always there for a descriptive question (with a hint when there is none), for another only when it has one.
 */
function ModelAnswer({ answer }: { answer: ResultDetail }) {
  const { t } = useTranslation();
  const explained = answer.answerExplanation.trim() !== '';
  if (!explained && !isDescriptive(answer)) return null;
  return (
    <Block label={t('reports.reviewModelAnswer')} testId="review-model-answer" tint="#edf7ed">
      {explained ? (
        <RichText text={answer.answerExplanation} />
      ) : (
        <Typography variant="body2" color="text.secondary" component="span">
          {t('reports.reviewNoModelAnswer')}
        </Typography>
      )}
    </Block>
  );
}

/** The question as the candidate saw it; a cloze text with each blank filled where it stands. */
function QuestionText({ answer }: { answer: ResultDetail }) {
  if (isCloze(answer))
    return (
      <ClozeFilled
        text={answer.questionDetail}
        display={displayOf(answer)}
        code={answer.isCodeSnippet}
        testId="review-question"
      />
    );
  return <RichText text={answer.questionDetail} code={answer.isCodeSnippet} testId="review-question" />;
}

/** The mark line of the card's head: the question's mark to give, the mark scored automatically, or none. */
function MarkLine({ answer, gradable }: { answer: ResultDetail; gradable: boolean }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language as Locale);
  const text = gradable
    ? t('reports.reviewQuestionMark', { mark: n(answer.questionMark) })
    : answer.questionMark > 0
      ? t('reports.reviewAutoMark', { mark: n(answer.userObtainedQuestionMark), max: n(answer.questionMark) })
      : t('reports.reviewNoMarks');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="review-question-mark">
      {text}
    </Typography>
  );
}

/**
 * One question of the attempt under review (issue 22: every type, not the descriptive ones alone): the
 * question (code and math as the candidate saw them, a cloze text filled in), the candidate's answer, the
 * key and the model answer. A descriptive answer that was given takes a mark, checked as the examiner types
 * (spec 001 §5 "Manual grading"), and optional feedback the candidate reads with the result (issue 20);
 * one graded before starts from its mark. Every other answer was scored automatically: read-only.
 */
export function ReviewAnswerCard({ answer, number, onSaved }: ReviewAnswerCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const locale = i18n.language as Locale;
  const gradable = isDescriptive(answer) && !answer.isAnswerSkipped;
  const type = typeKeyOf(answer.questionTypeId);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}
      data-testid="review-answer"
      data-detail-id={answer.quizResponseDetailId}
      data-gradable={gradable ? 'true' : 'false'}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('reports.reviewQuestion', { number: formatNumber(number, locale) })}
          </Typography>
          {type && (
            <Chip size="small" variant="outlined" label={t(`questions.typeNames.${type}`)} data-testid="review-type" />
          )}
        </Box>
        <MarkLine answer={answer} gradable={gradable} />
      </Box>
      <QuestionText answer={answer} />
      {/* The answer and its key side by side where there is room: an examiner compares them at a glance. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: hasKey(answer) ? '1fr 1fr' : '1fr' },
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        <Block label={t('reports.reviewAnswer')} testId="review-user-answer" tint="action.hover">
          <CandidateAnswer answer={answer} />
        </Block>
        {hasKey(answer) && <KeyBlock answer={answer} />}
      </Box>
      <ModelAnswer answer={answer} />
      {gradable && <MarkForm answer={answer} number={number} onSaved={onSaved} />}
    </Paper>
  );
}

/** The mark and feedback of a descriptive answer; Save sends both, the server's refusal shows under the mark. */
function MarkForm({ answer, number, onSaved }: ReviewAnswerCardProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const locale = i18n.language as Locale;
  const [mark, setMark] = useState(answer.isExamined ? String(answer.userObtainedQuestionMark) : '');
  const [feedback, setFeedback] = useState(answer.feedback ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const checked = checkMark(mark, answer.questionMark);
  const error = serverError ?? (touched && 'error' in checked ? checked.error : null);
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
  );
}
