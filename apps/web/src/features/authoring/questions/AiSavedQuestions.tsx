import { OPTION_LETTERS, type AiSavedQuestion, type QuestionBody } from '@assessly/shared';
import { CheckCircle } from '@mui/icons-material';
import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { typeKeyOf } from './body/bodyForm';
import { answerSummary } from './body/bodySummary';

/** Long texts (a model may write one word of 60 letters) wrap instead of widening the window. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/** A label and what follows it, on one line that wraps. */
function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Typography variant="body2" sx={WRAP} data-testid={testId}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** A short list under a label (pairs, an order, options): numbered when the order is the point. */
function PartList({
  label,
  items,
  ordered,
  lettered,
  testId,
}: {
  label: string;
  items: ReactNode[];
  ordered?: boolean;
  /** The items carry their own letters (A., B., …): no bullet before them. */
  lettered?: boolean;
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        component={ordered ? 'ol' : 'ul'}
        sx={{
          m: 0,
          listStyleType: ordered ? 'decimal' : lettered ? 'none' : 'disc',
          pl: lettered ? 0 : 3,
          '& li': { ...WRAP, typography: 'body2' },
        }}
      >
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </Box>
    </Box>
  );
}

/** An option-based question (True/False included): its options, the right ones marked in words and with a tick. */
function OptionsKey({ question }: { question: AiSavedQuestion }) {
  const { t } = useTranslation();
  const right = new Set(question.correctOptions);
  const items = question.options.map((option, i) => (
    <Box component="span" key={option} sx={right.has(option) ? { fontWeight: 600 } : undefined}>
      {`${OPTION_LETTERS[i] ?? ''}. ${option}`}
      {right.has(option) && (
        <>
          {' '}
          <CheckCircle color="success" sx={{ fontSize: 16, mr: 0.5, verticalAlign: 'text-bottom' }} aria-hidden />
          {t('aiQuestions.correctOption')}
        </>
      )}
    </Box>
  ));
  return <PartList label={t('aiQuestions.options')} items={items} lettered testId="ai-saved-options" />;
}

/** The key of a question engine type (issue 22), as the question dialog names its parts. */
function BodyKey({ body }: { body: QuestionBody }) {
  const { t, i18n } = useTranslation();
  const summary = () => answerSummary({ questionTypeId: 0, correctOptionText: '', body }, t, i18n.language);
  switch (body.type) {
    case 'shortAnswer':
      return (
        <Line label={t('questions.acceptedAnswers')} testId="ai-saved-key">
          {summary()}
        </Line>
      );
    case 'numerical':
      return (
        <Line label={t('questions.acceptedValues')} testId="ai-saved-key">
          {summary()}
        </Line>
      );
    case 'matching':
      return (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <PartList
            label={t('questions.pairs')}
            items={body.pairs.map((p) => `${p.stem} → ${p.choice}`)}
            testId="ai-saved-key"
          />
          {body.distractors.length > 0 && (
            <Typography variant="body2" sx={WRAP}>
              {t('aiQuestions.wrongAnswers', { list: body.distractors.join(', ') })}
            </Typography>
          )}
        </Box>
      );
    case 'ordering':
      return <PartList label={t('questions.orderItems')} items={body.items} ordered testId="ai-saved-key" />;
    default:
      return (
        <Line label={t('questions.colCorrect')} testId="ai-saved-key">
          {summary()}
        </Line>
      );
  }
}

/** What one saved question holds: its type, marks, text and key, and the explanation when there is one. */
function SavedQuestion({ question, number, marks }: { question: AiSavedQuestion; number: number; marks: boolean }) {
  const { t } = useTranslation();
  const type = typeKeyOf(question.questionTypeId) ?? 'choice';
  return (
    <Box
      component="li"
      data-testid="ai-saved-question"
      data-type={question.questionTypeId}
      sx={{
        display: 'grid',
        gap: 0.75,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h4" variant="subtitle2">
          {t('aiQuestions.savedNumber', { number })}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`questions.typeNames.${type}`)} />
        {marks && (
          <Typography variant="body2" color="text.secondary">
            {`${t('questions.colMarks')}: ${question.perQuestionMark}`}
          </Typography>
        )}
      </Box>
      <Typography sx={{ ...WRAP, whiteSpace: 'pre-wrap' }} data-testid="ai-saved-text">
        {question.questionDetail}
      </Typography>
      {question.body ? (
        <BodyKey body={question.body} />
      ) : question.options.length > 0 ? (
        <OptionsKey question={question} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('questions.summaryDescriptive')}
        </Typography>
      )}
      {question.answerExplanation && <Line label={t('questions.explanation')}>{question.answerExplanation}</Line>}
    </Box>
  );
}

interface Props {
  questions: AiSavedQuestion[];
  quizTitle: string;
  /** Show each question's marks (question-wise marks; the others spread the total). */
  marks: boolean;
}

/** The questions a generation saved, each readable for its type, so the admin can check them at once. */
export function AiSavedQuestions({ questions, quizTitle, marks }: Props) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <Box component="section" aria-label={t('aiQuestions.savedLabel', { title: quizTitle })} data-testid="ai-saved">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('aiQuestions.savedTitle', { count: questions.length })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {questions.map((question, i) => (
          <SavedQuestion key={i} question={question} number={i + 1} marks={marks} />
        ))}
      </Box>
    </Box>
  );
}
