import { cutDate, LOCALE_TAG, type BillingPlan, type UserInfo } from '@assessly/shared';
import { Autorenew, CardMembership, LockOutlined } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type PaperProps,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatUsd, usePlanList } from '../features/billing';
import { storedLocale } from '../i18n';

interface Props {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
  /** Renews with the plan (useRenewal's startRenewal): the page is left on success. */
  onRenew: (plan: BillingPlan) => Promise<void>;
  /** Opens the pricing dialog to pick another plan. */
  onOtherPlans: () => void;
}

/**
 * The plan renewal dialog (spec 000 §2 shell, §4 Plan): the candidate's current plan, ready to renew in
 * one click (free at once, paid through checkout), or the way to another plan.
 */
export function RenewalDialog({ user, open, onClose, onRenew, onOtherPlans }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const plans = usePlanList();
  const [busy, setBusy] = useState(false);
  // Back from the payment page, the browser may restore the page as it was: no spinner left behind.
  useEffect(() => {
    const reset = () => setBusy(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const plan = plans.data?.find((p) => p.title === user.planName);

  const renew = async () => {
    if (!plan) return;
    setBusy(true);
    try {
      await onRenew(plan);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      fullScreen={fullScreen}
      slotProps={{ paper: { 'data-testid': 'renewal-dialog' } as PaperProps }}
    >
      <DialogTitle id={titleId}>{t('checkout.renewTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {user.planName && user.planExpiryDate && user.isPlanExpired === 'true'
            ? `${t('checkout.renewExpired', { plan: user.planName, date: cutDate(user.planExpiryDate) })} `
            : ''}
          {t('checkout.renewIntro')}
        </DialogContentText>
        {plans.isPending ? (
          <Skeleton variant="rounded" height={150} />
        ) : plan ? (
          <PlanSummary plan={plan} />
        ) : (
          <Alert severity="info" data-testid="renewal-no-plan">
            {t('checkout.noCurrentPlan')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onOtherPlans} disabled={busy} data-testid="renewal-other-plans" sx={{ mr: 'auto' }}>
          {t('checkout.otherPlans')}
        </Button>
        <Button onClick={onClose} disabled={busy} variant="outlined" data-testid="renewal-cancel">
          {t('common.cancel')}
        </Button>
        {plan && (
          <Button
            variant="contained"
            onClick={() => void renew()}
            loading={busy}
            startIcon={<Autorenew />}
            data-testid="renewal-confirm"
          >
            {t('checkout.renewPlan', { plan: plan.title })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The plan about to be renewed: price per period and its limits, as on the pricing cards. */
function PlanSummary({ plan }: { plan: BillingPlan }) {
  const { t } = useTranslation();
  const tag = LOCALE_TAG[storedLocale()];
  const price = formatUsd(plan.price, tag);
  const yearly = plan.interval === 'Yearly';
  const limits = [
    { label: t('landingPage.assessments'), value: plan.assessmentCount },
    { label: t('landingPage.responsesAll'), value: plan.responseAllAssessmentCount },
    { label: t('landingPage.responsesPer'), value: plan.responsePerAssessmentCount },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }} data-testid="renewal-plan">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(21,101,192,0.08)',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <CardMembership />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}>
            {plan.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {yearly ? t('landingPage.yearly') : t('landingPage.monthly')}
          </Typography>
        </Box>
        <Typography
          component="p"
          sx={{ ml: 'auto !important', fontWeight: 700, fontSize: 22, whiteSpace: 'nowrap' }}
          data-testid="renewal-price"
        >
          {price ?? t('landingPage.free')}
          {price && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
              {yearly ? t('landingPage.perYear') : t('landingPage.perMonth')}
            </Typography>
          )}
        </Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 2 }}>
        {limits.map((limit) => (
          <Box key={limit.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {limit.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {formatCount(limit.value, tag)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        {plan.price > 0 && <LockOutlined aria-hidden sx={{ fontSize: 16 }} />}
        {plan.price > 0 ? t('checkout.securePayment') : t('checkout.freeRenewal')}
      </Typography>
    </Paper>
  );
}
