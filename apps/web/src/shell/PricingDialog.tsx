import type { BillingPlan, UserInfo } from '@assessly/shared';
import { CardMembership } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Skeleton,
  Typography,
  useMediaQuery,
  type PaperProps,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanCard, recommendedPlanIndex, startRenewal, usePlanList } from '../features/billing';
import { useApiError } from '../lib/useApiError';

interface Props {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}

/**
 * The pricing dialog (spec 000 §2, drawer plan name): the plan cards of the landing page, the recommended
 * one emphasised. Subscribe starts a new plan cycle with that plan: a free plan is renewed at once, a paid
 * one goes through the card checkout (startRenewal, whose refusals, e.g. 'Payment settings not done yet',
 * are shown here).
 */
export function PricingDialog({ user, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const onError = useApiError();
  const query = usePlanList();
  const [busy, setBusy] = useState<number | null>(null);
  // Back from the payment page, the browser may restore the page as it was: no spinner left behind.
  useEffect(() => {
    const reset = () => setBusy(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const plans = query.data ?? [];
  const recommended = recommendedPlanIndex(plans);

  const subscribe = async (plan: BillingPlan) => {
    setBusy(plan.billingPlanId);
    try {
      await startRenewal(plan);
    } catch (error) {
      onError(error);
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => busy === null && onClose()}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
      slotProps={{ paper: { 'data-testid': 'pricing-dialog' } as PaperProps }}
    >
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('billing.pricingTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('billing.pricingSubtitle')}
        </Typography>
        {user.planName && (
          <Chip
            icon={<CardMembership />}
            label={`${t('billing.currentPlan')}: ${user.planName}`}
            variant="outlined"
            data-testid="pricing-current-plan"
            sx={{ mb: 3, maxWidth: '100%' }}
          />
        )}
        {query.isPending ? (
          <Grid container spacing={3}>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={380} />
              </Grid>
            ))}
          </Grid>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('table.retry')}
              </Button>
            }
          >
            {t('billing.pricingError')}
          </Alert>
        ) : plans.length === 0 ? (
          <Alert severity="info">{t('billing.pricingEmpty')}</Alert>
        ) : (
          // Room above the cards for the "recommended" badge that sits on the card's top edge.
          <Box sx={{ pt: 1.5 }}>
            <Grid container spacing={{ xs: 4, md: 3 }} sx={{ alignItems: 'stretch' }} data-testid="pricing-plans">
              {plans.map((plan, i) => (
                <Grid key={plan.billingPlanId} size={{ xs: 12, sm: 6, md: plans.length >= 4 ? 3 : 4 }}>
                  <PlanCard
                    plan={plan}
                    recommended={i === recommended}
                    busy={busy === plan.billingPlanId}
                    onSubscribe={(p) => void subscribe(p)}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="outlined" disabled={busy !== null} data-testid="pricing-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
