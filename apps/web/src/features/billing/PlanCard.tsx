import type { BillingPlan } from '@assessly/shared';
import { LOCALE_TAG } from '@assessly/shared';
import { AutoAwesome, CheckCircleRounded } from '@mui/icons-material';
import { Box, Button, Card, Chip, Divider, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { storedLocale } from '../../i18n';
import { formatCount, formatUsd } from './pricing';

interface Props {
  plan: BillingPlan;
  recommended: boolean;
  busy: boolean;
  onSubscribe: (plan: BillingPlan) => void;
}

/** One plan card: title, interval, price in USD, the three limits, the additional text and Subscribe. */
export function PlanCard({ plan, recommended, busy, onSubscribe }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const tag = LOCALE_TAG[storedLocale()];
  const price = formatUsd(plan.price, tag);
  const id = plan.billingPlanId;
  const limits = [
    { key: 'assessments', label: t('landingPage.assessments'), value: plan.assessmentCount },
    { key: 'responsesAll', label: t('landingPage.responsesAll'), value: plan.responseAllAssessmentCount },
    { key: 'responsesPer', label: t('landingPage.responsesPer'), value: plan.responsePerAssessmentCount },
  ];
  return (
    <Card
      component="article"
      aria-labelledby={`plan-title-${id}`}
      variant="outlined"
      data-testid={`plan-card-${id}`}
      data-recommended={recommended ? 'true' : undefined}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 3.5 },
        borderRadius: 4,
        overflow: 'visible',
        ...(recommended && {
          borderWidth: 2,
          borderColor: 'primary.main',
          boxShadow: `0 24px 48px ${alpha(theme.palette.primary.main, 0.18)}`,
          background: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, 0.06)}, ${theme.palette.background.paper} 40%)`,
        }),
      }}
    >
      {recommended && (
        <Chip
          icon={<AutoAwesome />}
          label={t('landingPage.recommended')}
          color="primary"
          size="small"
          data-testid="plan-recommended"
          sx={{ position: 'absolute', top: -13, left: '50%', transform: 'translateX(-50%)', fontWeight: 700, px: 0.5 }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={`plan-title-${id}`} variant="h5" component="h3" sx={{ fontWeight: 700, fontSize: 22 }}>
          {plan.title}
        </Typography>
        <Chip
          label={plan.interval === 'Yearly' ? t('landingPage.yearly') : t('landingPage.monthly')}
          size="small"
          variant="outlined"
          data-testid={`plan-interval-${id}`}
        />
      </Stack>
      {plan.additionalText && (
        <Typography color="text.secondary" sx={{ fontSize: 15, minHeight: { md: 46 } }}>
          {plan.additionalText}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mt: 3, mb: 1 }}>
        <Typography
          component="p"
          data-testid={`plan-price-${id}`}
          sx={{ fontSize: { xs: 40, md: 44 }, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1 }}
        >
          {price ?? t('landingPage.free')}
        </Typography>
        {price && (
          <Typography color="text.secondary" sx={{ fontSize: 15 }}>
            {plan.interval === 'Yearly' ? t('landingPage.perYear') : t('landingPage.perMonth')}
          </Typography>
        )}
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1.5 }}>
        {limits.map(({ key, label, value }) => (
          <Box component="li" key={key} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <CheckCircleRounded aria-hidden sx={{ color: 'primary.main', fontSize: 20, mt: '2px' }} />
            <Typography component="span" sx={{ fontSize: 15, flex: 1 }}>
              {label}
            </Typography>
            <Typography component="span" sx={{ fontSize: 15, fontWeight: 700 }} data-testid={`plan-${key}-${id}`}>
              {formatCount(value, tag)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        fullWidth
        size="large"
        variant={recommended ? 'contained' : 'outlined'}
        loading={busy}
        onClick={() => onSubscribe(plan)}
        aria-label={t('landingPage.subscribeTo', { title: plan.title })}
        data-testid={`plan-subscribe-${id}`}
        sx={{ mt: 'auto', py: 1.25 }}
      >
        {t('landingPage.subscribe')}
      </Button>
    </Card>
  );
}
