import type { PackageUsageDetail, UserInfo } from '@assessly/shared';
import { EventAvailableOutlined } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type PaperProps,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi, billingFormat, billingKeys } from '../features/billing';
import { UsageBar } from './UsageBar';
import { cycleDays } from './usageMath';

interface Props {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
  /** Opens the pricing dialog (renew or change plan). */
  onSeePlans: () => void;
}

/**
 * The package usage panel (spec 000 §2, drawer "Expire on"): the current cycle's days left on a time bar,
 * and what was used against what the plan allows, as bars (GetPackageUsesInfo).
 */
export function PackageUsageDialog({ user, open, onClose, onSeePlans }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const query = useQuery({
    queryKey: billingKeys.usage(user.userId, user.paymentId ?? 0),
    queryFn: () => billingApi.usage(user.userId, user.paymentId),
    enabled: open,
    // Usage moves with every attempt: read it fresh each time the panel opens.
    staleTime: 0,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      slotProps={{ paper: { 'data-testid': 'usage-dialog' } as PaperProps }}
    >
      <DialogTitle id={titleId}>{t('billing.usageTitle')}</DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <Stack spacing={2} aria-busy>
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('table.retry')}
              </Button>
            }
          >
            {t('billing.usageError')}
          </Alert>
        ) : query.data.paymentId === null ? (
          <Alert severity="info">{t('billing.noPlan')}</Alert>
        ) : (
          <UsageContent usage={query.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onSeePlans} variant="outlined" data-testid="usage-see-plans">
          {t('billing.seePlans')}
        </Button>
        <Button onClick={onClose} variant="contained" data-testid="usage-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function UsageContent({ usage }: { usage: PackageUsageDetail }) {
  const { t, i18n } = useTranslation();
  const format = billingFormat(t, i18n.language);
  const start = usage.planStartDate ?? '';
  const end = usage.planExpiryDate ?? '';
  const days = cycleDays(start, end);
  const expired = usage.isPlanExpired;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="usage-plan-name">
          {usage.planName}
        </Typography>
      </Box>

      {expired && (
        <Alert severity="warning" data-testid="usage-expired">
          {t('billing.expiredAlert', { date: format.date(end) })}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <EventAvailableOutlined aria-hidden sx={{ fontSize: 36, color: expired ? 'error.main' : 'primary.main' }} />
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('billing.daysLeft')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography
                component="p"
                sx={{ fontSize: 32, fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
                data-testid="usage-days-left"
              >
                {format.count(days.left)}
              </Typography>
              <Typography color="text.secondary">
                {t('billing.daysLeftOf', { total: format.count(days.total) })}
              </Typography>
            </Box>
          </Box>
        </Box>
        <LinearProgress
          variant="determinate"
          value={days.elapsed}
          color={expired ? 'error' : days.left <= 3 ? 'warning' : 'primary'}
          aria-label={t('billing.daysLeft')}
          aria-valuetext={`${t('billing.daysLeft')}: ${format.count(days.left)} ${t('billing.daysLeftOf', { total: format.count(days.total) })}`}
          sx={{ mt: 2, height: 8, borderRadius: 4 }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, gap: 2 }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('billing.startedOn')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="usage-start">
              {format.date(start)}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('billing.expiresOn')}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: expired ? 'error.dark' : undefined }}
              data-testid="usage-end"
            >
              {format.date(end)}
            </Typography>
          </Box>
        </Box>
      </Paper>

      <Stack spacing={2.5}>
        <UsageBar
          label={t('billing.assessmentsAttended')}
          used={usage.totalAssessmentAttend}
          allowed={usage.assessmentCount}
          count={format.count}
          testId="usage-assessments"
        />
        <UsageBar
          label={t('billing.responsesAll')}
          used={usage.totalAssessmentResponse}
          allowed={usage.responseAllAssessmentCount}
          count={format.count}
          testId="usage-responses"
        />
      </Stack>

      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('billing.perAssessmentTitle')}
        </Typography>
        {usage.responsePerAssessmentCount !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('billing.perAssessmentHint', { max: format.count(usage.responsePerAssessmentCount) })}
          </Typography>
        )}
        <Divider sx={{ my: 1.5 }} />
        {usage.perAssessment.length === 0 ? (
          <Typography color="text.secondary" data-testid="usage-per-empty">
            {t('billing.perAssessmentEmpty')}
          </Typography>
        ) : (
          <Stack spacing={1.75} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {usage.perAssessment.map((a) => (
              <li key={a.quizTopicId}>
                <UsageBar
                  dense
                  label={a.quizTitle}
                  used={a.responses}
                  allowed={usage.responsePerAssessmentCount}
                  count={format.count}
                  testId={`usage-per-${a.quizTopicId}`}
                />
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
