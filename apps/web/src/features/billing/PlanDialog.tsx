import { PLAN_INTERVALS, planInput, type PlanAdminRow, type PlanInput } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, InputAdornment, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { RhfSelect, RhfTextField } from '../../components/FormFields';
import { useDialogSave } from '../../components/useDialogSave';
import { billingApi, billingKeys } from './api/billingApi';
import { PLAN_CHOICES_QUERY_KEY, PLAN_LIST_QUERY_KEY } from './api/planApi';

interface Props {
  open: boolean;
  /** The plan being edited; null = a new one. */
  editing: PlanAdminRow | null;
  onClose: () => void;
}

type Count = string | number;
type Values = {
  title: string;
  interval: string;
  price: string | number;
  assessmentCount: Count;
  responseAllAssessmentCount: Count;
  responsePerAssessmentCount: Count;
  questionPerAssessmentCount: Count;
  additionalText: string;
};

const EMPTY: Values = {
  title: '',
  interval: 'Monthly',
  price: '',
  assessmentCount: '',
  responseAllAssessmentCount: '',
  responsePerAssessmentCount: '',
  questionPerAssessmentCount: '',
  additionalText: '',
};

const COUNTS = [
  'assessmentCount',
  'responseAllAssessmentCount',
  'responsePerAssessmentCount',
  'questionPerAssessmentCount',
] as const;

/**
 * New / edit billing plan (spec 000 §5 "Billing plan"): title, interval, counts above 0 and additional
 * text required; price 0 when empty; title and price unique ('Duplicate Title!', 'Duplicate Price!').
 */
export function PlanDialog({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, PlanInput>({
    resolver: zodResolver(planInput) as never,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    reset(
      editing
        ? {
            title: editing.title,
            interval: editing.interval,
            price: editing.price,
            assessmentCount: editing.assessmentCount,
            responseAllAssessmentCount: editing.responseAllAssessmentCount,
            responsePerAssessmentCount: editing.responsePerAssessmentCount,
            questionPerAssessmentCount: editing.questionPerAssessmentCount,
            additionalText: editing.additionalText ?? '',
          }
        : EMPTY,
    );
  }, [open, editing, reset]);

  const save = useDialogSave(form, {
    mutationFn: (plan: PlanInput) =>
      editing ? billingApi.updatePlan(editing.billingPlanId, plan) : billingApi.createPlan(plan),
    // The landing page and pricing dialog (public list) and the user dialogs list the plans too.
    invalidate: [billingKeys.plans, PLAN_LIST_QUERY_KEY, PLAN_CHOICES_QUERY_KEY],
    onClose,
    fieldRefusals: { duplicateTitle: 'title', duplicatePrice: 'price' },
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('billing.editPlan') : t('billing.newPlan')}
      onClose={onClose}
      {...save}
      maxWidth="sm"
      testId="plan-dialog"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <RhfTextField
          control={form.control}
          name="title"
          label={t('billing.planTitle')}
          hint={t('billing.planTitleHint')}
          testId="plan-title"
          autoFocus
          required
          inputProps={{ maxLength: 100 }}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RhfSelect
              control={form.control}
              name="interval"
              label={t('billing.interval')}
              hint={t('billing.intervalHint')}
              testId="plan-interval"
              required
              options={PLAN_INTERVALS.map((value) => ({ value, label: t(`billing.intervals.${value}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RhfTextField
              control={form.control}
              name="price"
              type="number"
              label={t('billing.price')}
              hint={t('billing.priceHint')}
              testId="plan-price"
              endAdornment={<InputAdornment position="end">USD</InputAdornment>}
              inputProps={{ min: 0, step: 0.01, inputMode: 'decimal' }}
            />
          </Grid>
        </Grid>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {t('billing.limitsSection')}
        </Typography>
        <Grid container spacing={2}>
          {COUNTS.map((name) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <RhfTextField
                control={form.control}
                name={name}
                type="number"
                label={t(`billing.${name}`)}
                testId={`plan-${name}`}
                required
                inputProps={{ min: 1, step: 1, inputMode: 'numeric' }}
              />
            </Grid>
          ))}
        </Grid>
        <RhfTextField
          control={form.control}
          name="additionalText"
          label={t('billing.additionalText')}
          hint={t('billing.additionalTextHint')}
          testId="plan-additional-text"
          required
          multiline
          minRows={2}
          inputProps={{ maxLength: 300 }}
        />
      </Stack>
    </FormDialog>
  );
}
