import { ErrorOutlined, WarningAmberRounded } from '@mui/icons-material';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usageLevel, usagePercent } from './usageMath';

interface Props {
  label: string;
  used: number;
  allowed: number | null;
  /** Numbers in the reader's language. */
  count: (value: number) => string;
  testId: string;
  /** A smaller bar, e.g. one line of the per-assessment list. */
  dense?: boolean;
}

const COLOR = { ok: 'primary', near: 'warning', full: 'error' } as const;

/**
 * One allowance as a bar a person reads at a glance (UX.md): the label, "used of allowed", and a bar that
 * turns amber near the limit and red at it; the state is also said in words for those who do not see
 * colour. `data-used` / `data-allowed` carry the raw numbers for tests.
 */
export function UsageBar({ label, used, allowed, count, testId, dense }: Props) {
  const { t } = useTranslation();
  const level = usageLevel(used, allowed);
  const percent = usagePercent(used, allowed);
  const usedText = allowed === null ? count(used) : t('billing.usedOf', { used: count(used), allowed: count(allowed) });
  const state =
    level === 'full' ? (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.dark' }}>
        <ErrorOutlined sx={{ fontSize: 16 }} aria-hidden />
        {t('billing.limitReached')}
      </Box>
    ) : level === 'near' ? (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}>
        <WarningAmberRounded sx={{ fontSize: 16 }} aria-hidden />
        {t('billing.nearLimit')}
      </Box>
    ) : null;

  return (
    <Box data-testid={testId} data-used={used} data-allowed={allowed ?? ''} data-level={level}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
        <Typography
          component="span"
          variant={dense ? 'body2' : 'body1'}
          sx={{ fontWeight: dense ? 400 : 500, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {label}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          data-testid={`${testId}-text`}
        >
          {usedText}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={COLOR[level]}
        aria-label={label}
        aria-valuetext={
          allowed === null ? usedText : t('billing.usedOfAria', { label, used: count(used), allowed: count(allowed) })
        }
        sx={{ height: dense ? 6 : 10, borderRadius: 5 }}
      />
      {state && (
        <Typography component="p" variant="caption" sx={{ mt: 0.5, fontWeight: 600 }}>
          {state}
        </Typography>
      )}
    </Box>
  );
}
