import {
  createUserRequest,
  isAdminRole,
  updateUserRequest,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserRow,
} from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { RhfTextField } from '../../../components/FormFields';
import { useDialogSave } from '../../../components/useDialogSave';
import { PLAN_CHOICES_QUERY_KEY, planApi } from '../../billing';
import { userApi, userKeys } from '../api/userApi';
import { PlanFields, type PlanValues } from './PlanFields';
import { RhfDateField } from './RhfDateField';

interface Props {
  open: boolean;
  /** The user being edited; null = a new user. */
  editing: UserRow | null;
  onClose: () => void;
}

/** Every field of both modes as the form holds them (text); the shared schema of the mode parses them. */
type Values = PlanValues & {
  userId?: number;
  fullName: string;
  email: string;
  password: string;
  mobile: string;
  dateOfBirth: string;
  address: string;
};

const valuesOf = (user: UserRow | null): Values => ({
  ...(user ? { userId: user.userId } : {}),
  fullName: user?.fullName ?? '',
  email: user?.email ?? '',
  password: '',
  mobile: user?.mobile ?? '',
  dateOfBirth: user?.dateOfBirth ?? '',
  address: user?.address ?? '',
  billingPlanId: '',
  paymentMode: '',
  transactionDetail: '',
});

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The user dialog of spec 000 §2 in its two modes: new (a candidate with a billing plan, Offline or N/A)
 * and edit (details and an optional new password; billing fields only when creating).
 */
export function UserDialog({ open, editing, onClose }: Props) {
  // A fresh form per mode and user: the two modes validate with different shared schemas.
  return <UserForm key={editing ? `edit-${editing.userId}` : 'new'} open={open} editing={editing} onClose={onClose} />;
}

function UserForm({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const creating = editing === null;
  const plans = useQuery({ queryKey: PLAN_CHOICES_QUERY_KEY, queryFn: planApi.choices, enabled: open && creating });
  const form = useForm<Values>({
    resolver: zodResolver(creating ? createUserRequest : updateUserRequest) as unknown as Resolver<Values>,
    mode: 'onChange',
    defaultValues: valuesOf(editing),
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(valuesOf(editing));
  }, [open, editing, reset]);

  const save = useDialogSave(form, {
    mutationFn: (values: Values) =>
      creating
        ? userApi.create(values as unknown as CreateUserRequest)
        : userApi.update(values as unknown as UpdateUserRequest),
    invalidate: [userKeys.all],
    onClose,
    fieldRefusals: { emailAlreadyExists: 'email' },
  });

  const demo = Boolean(editing?.isDemo);
  const noPlans = creating && plans.isSuccess && plans.data.length === 0;

  return (
    <FormDialog
      open={open}
      title={creating ? t('userAdmin.newUser') : t('userAdmin.editUser')}
      onClose={onClose}
      {...save}
      submitDisabled={noPlans}
      maxWidth={720}
      testId="user-dialog"
    >
      {creating && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('userAdmin.newUserHint')}
        </Typography>
      )}
      {demo && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="user-dialog-demo">
          {t('userAdmin.demoHint')}
        </Alert>
      )}
      {editing && !demo && isAdminRole(editing.userRoleId) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('userAdmin.adminRoleHint')}
        </Alert>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('userAdmin.personalSection')}
      </Typography>
      <Box sx={grid}>
        <RhfTextField
          control={form.control}
          name="fullName"
          label={t('userAdmin.fullName')}
          testId="user-fullname"
          required
          autoFocus
          inputProps={{ maxLength: 100, autoComplete: 'off' }}
        />
        <RhfTextField
          control={form.control}
          name="email"
          type="email"
          label={t('userAdmin.email')}
          testId="user-email"
          required
          disabled={demo}
          inputProps={{ maxLength: 254, autoComplete: 'off' }}
        />
        <RhfTextField
          control={form.control}
          name="password"
          type="password"
          label={creating ? t('userAdmin.password') : t('userAdmin.newPasswordLabel')}
          // A demo account's password is locked (the alert above says so): no hint about changing it.
          hint={creating ? t('userAdmin.passwordHint') : demo ? undefined : t('userAdmin.passwordKeepHint')}
          testId="user-password"
          required={creating}
          disabled={demo}
          inputProps={{ maxLength: 200, autoComplete: 'new-password' }}
        />
        <RhfTextField
          control={form.control}
          name="mobile"
          type="tel"
          label={t('userAdmin.mobile')}
          testId="user-mobile"
          inputProps={{ maxLength: 30 }}
        />
        <RhfDateField control={form.control} name="dateOfBirth" label={t('userAdmin.dateOfBirth')} testId="user-dob" />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <RhfTextField
            control={form.control}
            name="address"
            label={t('userAdmin.address')}
            testId="user-address"
            multiline
            minRows={2}
            inputProps={{ maxLength: 300 }}
          />
        </Box>
      </Box>
      {creating && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('userAdmin.billingSection')}
          </Typography>
          <PlanFields control={form.control} plans={plans.data} noPlans={noPlans} testIdPrefix="user" />
        </>
      )}
    </FormDialog>
  );
}
