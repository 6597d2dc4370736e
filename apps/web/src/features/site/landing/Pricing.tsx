import type { BillingPlan } from '@assessly/shared';
import { Box, Container, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../lib/Notifier';
import { useSiteSettings } from '../../../lib/settings';
import { CHOSEN_PLAN_KEY } from '../../accounts';
import { PlanCard, recommendedPlanIndex, submitPlanCheckout } from '../../billing';
import { sectionPadding, sectionSx, usePlans } from './landingCommon';
import { SectionHeading } from './SectionHeading';

/**
 * #pricing (spec 000 §2): one card per plan, cheapest first, the recommended one emphasised. The section
 * exists only when at least one plan does (the page shows it once the list has answered).
 */
export function Pricing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: settings } = useSiteSettings();
  const { plans, hasPlans } = usePlans();
  const [checkingOut, setCheckingOut] = useState<number | null>(null);
  // Back from the payment page, the browser may restore this page as it was: no spinner left behind.
  useEffect(() => {
    const reset = () => setCheckingOut(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (!hasPlans) return null;

  const subscribe = (plan: BillingPlan) => {
    if (plan.price <= 0) {
      // A free plan needs no payment: remember the choice and open the registration panel (spec 000 §4).
      sessionStorage.setItem(CHOSEN_PLAN_KEY, String(plan.billingPlanId));
      navigate('/signIn', { state: { panel: 'register' } });
      return;
    }
    if (!settings?.hasStripeSecretKey) {
      notify({ key: 'paymentSettingsNotDoneYet', long: true, severity: 'warning' });
      return;
    }
    setCheckingOut(plan.billingPlanId);
    submitPlanCheckout(plan.billingPlanId);
  };

  const recommended = recommendedPlanIndex(plans);
  return (
    <Box
      component="section"
      id="pricing"
      aria-labelledby="pricing-heading"
      sx={{ ...sectionSx, ...sectionPadding, bgcolor: 'background.default' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="pricing-heading"
          eyebrow={t('landing.pricing')}
          title={t('landingPage.pricingTitle')}
          subtitle={t('landingPage.pricingSubtitle')}
        />
        <Grid
          container
          spacing={{ xs: 4, md: 3 }}
          sx={{ justifyContent: 'center', alignItems: 'stretch', pt: 1.5 }}
          data-testid="plan-list"
        >
          {plans.map((plan, i) => (
            <Grid key={plan.billingPlanId} size={{ xs: 12, sm: 6, md: plans.length >= 4 ? 3 : 4 }}>
              <PlanCard
                plan={plan}
                recommended={i === recommended}
                busy={checkingOut === plan.billingPlanId}
                onSubscribe={subscribe}
              />
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          {t('landingPage.pricesInUsd')}
        </Typography>
      </Container>
    </Box>
  );
}
