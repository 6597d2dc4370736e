import { ErrorOutlined, Inbox, Refresh } from '@mui/icons-material';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The empty state of a list: an icon and the list's own "nothing here yet" text. */
export function EmptyState({ text, testId }: { text: string; testId?: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 5, px: 2, color: 'text.secondary', textAlign: 'center' }}>
      <Inbox aria-hidden sx={{ fontSize: 40, opacity: 0.6 }} />
      <Typography data-testid={testId ? `${testId}-empty` : undefined}>{text}</Typography>
    </Stack>
  );
}

/** The error state of a list: what happened, what to do, and a Retry button when the list can reload. */
export function ErrorState({ onRetry, testId }: { onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={1.25}
      role="alert"
      sx={{ alignItems: 'center', py: 5, px: 2, textAlign: 'center' }}
      data-testid={testId ? `${testId}-error` : undefined}
    >
      <ErrorOutlined aria-hidden color="error" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600 }}>{t('table.loadFailed')}</Typography>
      <Typography color="text.secondary" variant="body2">
        {t('table.loadFailedHint')}
      </Typography>
      {onRetry && (
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={onRetry}
          data-testid={testId ? `${testId}-retry` : undefined}
        >
          {t('table.retry')}
        </Button>
      )}
    </Stack>
  );
}

/** Skeleton lines standing in for the rows while they load (small screens). */
export function SkeletonCards({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('table.loadingRows')}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={88} sx={{ mb: 1.5 }} />
      ))}
    </Box>
  );
}
