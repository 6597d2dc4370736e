import { ADMIN_PAYMENT_MODES, type BillingPlan } from '@assessly/shared';
import { Alert, Box } from '@mui/material';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect, RhfTextField } from '../../../components/FormFields';
import { userFormat } from './userFormat';

/** The billing fields as a form holds them (text). */
export type PlanValues = { billingPlanId: string | number; paymentMode: string; transactionDetail: string };

interface Props<T extends PlanValues> {
  control: Control<T, any, any>;
  /** The plans to choose from (undefined while loading). */
  plans: BillingPlan[] | undefined;
  /** The plans are loaded and there are none: say so (the dialog can not be saved). */
  noPlans: boolean;
  /** Test ids `${testIdPrefix}-plan`, `-payment-mode`, `-transaction`. */
  testIdPrefix: string;
  planHint?: string;
}

/**
 * A billing plan given by the admin (spec 000 §2 new user, §4 renewal): the plan, Offline or N/A, and a
 * transaction note.
 */
export function PlanFields<T extends PlanValues>({ control, plans, noPlans, testIdPrefix, planHint }: Props<T>) {
  const { t, i18n } = useTranslation();
  const format = userFormat(t, i18n.language);
  const name = (field: keyof PlanValues) => field as FieldPath<T>;
  return (
    <>
      {noPlans && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('userAdmin.noPlans')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <RhfSelect
            control={control}
            name={name('billingPlanId')}
            label={t('userAdmin.billingPlan')}
            hint={planHint}
            testId={`${testIdPrefix}-plan`}
            required
            disabled={!plans?.length}
            options={(plans ?? []).map((p) => ({ value: p.billingPlanId, label: format.planOption(p) }))}
          />
        </Box>
        <RhfSelect
          control={control}
          name={name('paymentMode')}
          label={t('userAdmin.paymentMode')}
          testId={`${testIdPrefix}-payment-mode`}
          required
          options={ADMIN_PAYMENT_MODES.map((m) => ({ value: m, label: format.paymentMode(m) }))}
        />
        <RhfTextField
          control={control}
          name={name('transactionDetail')}
          label={t('userAdmin.transactionDetail')}
          hint={t('userAdmin.transactionDetailHint')}
          testId={`${testIdPrefix}-transaction`}
          inputProps={{ maxLength: 500 }}
        />
      </Box>
    </>
  );
}
