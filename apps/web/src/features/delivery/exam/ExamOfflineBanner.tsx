import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box } from '@mui/material';
import { darken, lighten } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { WaitReason } from './examOutbox';

/**
 * "You are offline…" (or "briefly unavailable…" when the server answered 503) in the look of MUI's standard info Alert (its colours, spacing and icon), drawn
 * here so that the exam screen's first load does not carry Alert and its close button (issue 9): the
 * banner must show without the network, so it cannot be loaded when needed.
 */
export function ExamOfflineBanner({ reason }: { reason: WaitReason }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      data-testid="exam-offline"
      sx={(theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        mb: 2,
        px: 2,
        py: '6px',
        borderRadius: 1,
        color: darken(theme.palette.info.light, 0.6),
        bgcolor: lighten(theme.palette.info.light, 0.9),
      })}
    >
      <InfoOutlined aria-hidden sx={{ color: 'info.main', fontSize: 22, mr: 1.5, my: '7px', opacity: 0.9 }} />
      <Box component="span" sx={{ py: 1, minWidth: 0 }}>
        {t(reason === 'offline' ? 'exam.offline' : 'exam.unavailable')}
      </Box>
    </Box>
  );
}
