import type { ExamQuestion as Question } from '@assessly/shared';
import { Box, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/RichText';
import { imageUrl } from '../../shell/userDisplay';

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

type MediaKind = 'image' | 'video';

/** The question's picture and video as tabs; only the tabs that exist (spec 001 §2). */
function ExamMedia({ question }: { question: Question }) {
  const { t } = useTranslation();
  const id = useId();
  const kinds: MediaKind[] = [];
  if (question.imagePath) kinds.push('image');
  if (question.videoPath) kinds.push('video');
  const [chosen, setChosen] = useState<MediaKind | null>(null);
  if (kinds.length === 0) return null;
  const shown = chosen && kinds.includes(chosen) ? chosen : kinds[0]!;
  return (
    <Box sx={{ mt: 2 }} data-testid="exam-media">
      <Tabs
        value={shown}
        onChange={(_, value: MediaKind) => setChosen(value)}
        aria-label={t('exam.mediaLabel')}
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
      >
        {kinds.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={t(kind === 'image' ? 'exam.imageTab' : 'exam.videoTab')}
            id={`${id}-tab-${kind}`}
            aria-controls={`${id}-panel-${kind}`}
            data-testid={`exam-media-tab-${kind}`}
            sx={{ minHeight: 40 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${shown}`} aria-labelledby={`${id}-tab-${shown}`} sx={{ pt: 1.5 }}>
        {shown === 'image' ? (
          <Box
            component="img"
            src={imageUrl(question.imagePath)}
            alt={t('exam.imageAlt')}
            data-testid="exam-image"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: 1, mx: 'auto' }}
          />
        ) : (
          <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden' }}>
            <Box
              component="iframe"
              src={question.videoPath ?? undefined}
              title={t('exam.videoTitle')}
              data-testid="exam-video"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The question text (KaTeX / code when needed) with its media tabs. */
export function ExamQuestionBody({ question }: { question: Question }) {
  return (
    <Box sx={{ mb: 2.5 }}>
      <RichText
        text={question.questionDetail}
        code={question.isCodeSnippet}
        testId="exam-question-text"
        sx={{ fontSize: { xs: '1.0625rem', sm: '1.125rem' }, lineHeight: 1.6 }}
      />
      {/* Remounted per question so that the first tab is shown again. */}
      <ExamMedia key={question.quizQuestionId} question={question} />
    </Box>
  );
}
