import type { ExamQuestion as Question } from '@assessly/shared';
import { Box, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/images';

type MediaKind = 'image' | 'video';

/** The question's picture and video as tabs; only the tabs that exist (spec 001 §2). */
export function ExamMedia({ question }: { question: Question }) {
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
