import type { ExamQuestion as Question } from '@assessly/shared';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText';
import { lazyPart } from '../../../lib/lazyPart';

/** The media tabs (MUI's Tabs) load with the first question that has a picture or a video. */
const useMediaPart = lazyPart(() => import('./ExamMedia'));

interface ProgressProps {
  serial: number;
  total: number;
  headingRef: Ref<HTMLHeadingElement>;
  headingId: string;
}

/** 'Question 3 of 20' and a bar; the heading takes the focus after each answer. */
export function ExamProgress({ serial, total, headingRef, headingId }: ProgressProps) {
  const { t } = useTranslation();
  const current = Math.min(serial + 1, Math.max(total, 1));
  return (
    <Box sx={{ mb: 2 }}>
      <Typography
        variant="h6"
        component="h2"
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        data-testid="exam-progress"
        // Focused by the screen after each answer so that screen readers read it; not a control, so no ring.
        sx={{ fontWeight: 600, mb: 1, '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        {t('exam.questionOf', { current, total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? (current / total) * 100 : 0}
        aria-label={t('exam.progress')}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/** The question text (KaTeX / code when needed) with its media tabs; withText false shows the media alone. */
export function ExamQuestionBody({ question, withText = true }: { question: Question; withText?: boolean }) {
  const media = useMediaPart(Boolean(question.imagePath || question.videoPath));
  return (
    <Box sx={{ mb: 2.5 }}>
      {withText && (
        <RichText
          text={question.questionDetail}
          code={question.isCodeSnippet}
          testId="exam-question-text"
          sx={{ fontSize: { xs: '1.0625rem', sm: '1.125rem' }, lineHeight: 1.6 }}
        />
      )}
      {/* Remounted per question so that the first tab is shown again. */}
      {media && <media.ExamMedia key={question.quizQuestionId} question={question} />}
    </Box>
  );
}
