import { renewPlanRequest, type RenewPlanRequest, type UserRow } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogSave } from '../../../components/useDialogSave';
import { PLAN_CHOICES_QUERY_KEY, planApi } from '../../billing';
import { userApi, userKeys } from '../api/userApi';
import { PlanFields, type PlanValues } from './PlanFields';
import { expiryOf, userFormat } from './userFormat';

interface Props {
  open: boolean;
  /** The user whose plan is renewed (kept while the dialog closes, so that it does not go blank). */
  user: UserRow | null;
  onClose: () => void;
}

type Values = PlanValues & { userEmail: string };

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
  const plans = useQuery({ queryKey: PLAN_CHOICES_QUERY_KEY, queryFn: planApi.choices, enabled: open });
  const form = useForm<Values>({
    resolver: zodResolver(renewPlanRequest) as unknown as Resolver<Values>,
    mode: 'onChange',
    defaultValues: valuesOf(user),
  });
  const { reset, resetField } = form;

  useEffect(() => {
    if (open) reset(valuesOf(user));
  }, [open, user, reset]);

  const renew = useDialogSave(form, {
    mutationFn: (values: Values) => userApi.renewPlan(values as unknown as RenewPlanRequest),
    invalidate: [userKeys.all],
    onClose,
  });

  const noPlans = plans.isSuccess && plans.data.length === 0;
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
      {...renew}
      submitLabel={t('userAdmin.renewSubmit')}
      submitDisabled={noPlans}
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
      <PlanFields
        control={form.control}
        plans={plans.data}
        noPlans={noPlans}
        testIdPrefix="renew"
        planHint={t('userAdmin.renewHint')}
      />
    </FormDialog>
  );
}
