import { cutDateTime, type MailLogRow, type MailState } from '@assessly/shared';
import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const CHIP: Record<MailState, { key: string; color: ChipProps['color'] }> = {
  queued: { key: 'stateQueued', color: 'default' },
  sending: { key: 'stateSending', color: 'info' },
  retrying: { key: 'stateRetrying', color: 'warning' },
  sent: { key: 'stateSent', color: 'success' },
  failed: { key: 'stateFailed', color: 'error' },
};

/**
 * A mail's state in the Mail log: a chip, and under it why the last try failed (the translated reason
 * with the mail server's own words), when the next try is due and how many tries were made. While no
 * mail server is set a waiting mail says that it waits for the Email settings instead of a time.
 */
export function MailStatusCell({ row, mailReady }: { row: MailLogRow; mailReady: boolean }) {
  const { t } = useTranslation();
  const chip = CHIP[row.state];
  const waiting = row.state === 'queued' || row.state === 'retrying';
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }} data-testid="mail-status">
      <Chip size="small" color={chip.color} label={t(`mailLog.${chip.key}`)} data-testid={`mail-state-${row.state}`} />
      {row.errorCode && (
        <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }} data-testid="mail-reason">
          {t(`messages.${row.errorCode}`, { detail: row.errorDetail ?? '—' })}
        </Typography>
      )}
      {waiting && (
        <Typography variant="body2" color="text.secondary" data-testid="mail-next-try">
          {mailReady
            ? t('mailLog.nextTry', { date: cutDateTime(row.nextAttemptAt ?? '') })
            : t('mailLog.waitsForSettings')}
        </Typography>
      )}
      {row.attempts > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('mailLog.tries', { count: row.attempts })}
        </Typography>
      )}
    </Box>
  );
}
