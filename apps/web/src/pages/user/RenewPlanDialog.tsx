import { ADMIN_PAYMENT_MODES, renewPlanRequest, type RenewPlanRequest, type UserRow } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userApi, userKeys } from '../../api/userApi';
import { FormDialog } from '../../components/FormDialog';
import { RhfSelect, RhfTextField } from '../../components/FormFields';
import { applyFieldIssues, useApiMutation } from '../../components/useApiMutation';
import { expiryOf, userFormat } from './userFormat';

interface Props {
  open: boolean;
  /** The user whose plan is renewed (kept while the dialog closes, so that it does not go blank). */
  user: UserRow | null;
  onClose: () => void;
}

type Values = { userEmail: string; billingPlanId: string | number; paymentMode: string; transactionDetail: string };

const valuesOf = (user: UserRow | null): Values => ({
  userEmail: user?.email ?? '',
  billingPlanId: user?.billingPlanId ?? '',
  paymentMode: '',
  transactionDetail: '',
});

/** The admin's plan renewal (spec 000 §4): plan, Offline or N/A, a note; the new cycle starts today. */
export function RenewPlanDialog({ open, user, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const format = userFormat(t, i18n.language);
  const plans = useQuery({ queryKey: userKeys.plans, queryFn: userApi.plans, enabled: open });
  const form = useForm<Values>({
    resolver: zodResolver(renewPlanRequest) as unknown as Resolver<Values>,
    mode: 'onChange',
    defaultValues: valuesOf(user),
  });
  const { reset, resetField, setError } = form;

  useEffect(() => {
    if (open) reset(valuesOf(user));
  }, [open, user, reset]);

  const renew = useApiMutation({
    mutationFn: (values: Values) => userApi.renewPlan(values as unknown as RenewPlanRequest),
    invalidate: [userKeys.all],
    onSuccess: onClose,
    onError: (error) => applyFieldIssues(error, setError),
  });

  const expiry = expiryOf(user?.expireyDate);
  // The plan the user has may have been deleted since: only plans that exist are offered.
  const planExists = plans.data?.some((p) => p.billingPlanId === user?.billingPlanId);
  useEffect(() => {
    if (open && plans.isSuccess && !planExists) resetField('billingPlanId', { defaultValue: '' });
  }, [open, plans.isSuccess, planExists, resetField]);

  return (
    <FormDialog
      open={open}
      title={t('userAdmin.renewTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => renew.mutate(values))}
      submitLabel={t('userAdmin.renewSubmit')}
      submitting={renew.isPending}
      submitDisabled={plans.isSuccess && plans.data.length === 0}
      dirty={form.formState.isDirty}
      maxWidth="sm"
      testId="renew-dialog"
    >
      {user && (
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('userAdmin.renewFor', { name: user.fullName, email: user.email })}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2.5, bgcolor: 'action.hover' }} data-testid="renew-dialog-current">
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {t('userAdmin.currentPlan')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {user?.title ? `${user.title} · ${format.interval(user.interval)}` : t('userAdmin.noPlan')}
        </Typography>
        {expiry && (
          <Typography variant="body2" color={expiry.expired ? 'error.main' : 'text.secondary'}>
            {t(expiry.expired ? 'userAdmin.expiredOn' : 'userAdmin.expiresOn', { date: expiry.date })}
          </Typography>
        )}
      </Paper>
      {plans.isSuccess && plans.data.length === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('userAdmin.noPlans')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <RhfSelect
            control={form.control}
            name="billingPlanId"
            label={t('userAdmin.billingPlan')}
            hint={t('userAdmin.renewHint')}
            testId="renew-plan"
            required
            disabled={!plans.data?.length}
            options={(plans.data ?? []).map((p) => ({ value: p.billingPlanId, label: format.planOption(p) }))}
          />
        </Box>
        <RhfSelect
          control={form.control}
          name="paymentMode"
          label={t('userAdmin.paymentMode')}
          testId="renew-payment-mode"
          required
          options={ADMIN_PAYMENT_MODES.map((m) => ({ value: m, label: format.paymentMode(m) }))}
        />
        <RhfTextField
          control={form.control}
          name="transactionDetail"
          label={t('userAdmin.transactionDetail')}
          hint={t('userAdmin.transactionDetailHint')}
          testId="renew-transaction"
          inputProps={{ maxLength: 500 }}
        />
      </Box>
    </FormDialog>
  );
}
