import { isAdminRole, updateProfileRequest, type SingleUser, type UpdateProfileRequest } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockOutlined, LockReset, Save } from '@mui/icons-material';
import { Alert, Box, Button, InputAdornment, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RhfTextField } from '../../../components/FormFields';
import { PageHeader } from '../../../components/PageHeader';
import { applyFieldIssues, useApiMutation } from '../../../components/useApiMutation';
import { CURRENT_USER_QUERY_KEY, useShellUser } from '../../../lib/useShellUser';
import { userApi, userKeys } from '../api/userApi';
import { ProfilePicture } from './ProfilePicture';
import { RhfDateField } from './RhfDateField';
import { userFormat } from './userFormat';

type Values = {
  fullName: string;
  email: string;
  mobile: string;
  dateOfBirth: string;
  address: string;
  imagePath: string | null;
};

const valuesOf = (user: SingleUser | undefined): Values => ({
  fullName: user?.fullName ?? '',
  email: user?.email ?? '',
  mobile: user?.mobile ?? '',
  dateOfBirth: user?.dateOfBirth ?? '',
  address: user?.address ?? '',
  imagePath: user?.imagePath ?? null,
});

const card = { p: { xs: 2.5, sm: 3 }, borderRadius: 3 } as const;

/**
 * /user/profile (spec 000 §2): one's own name, picture and contact details. The e-mail is editable only
 * for an admin (and never for a demo account). After a save the shell's avatar and name follow at once.
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const format = userFormat(t, i18n.language);
  const shellUser = useShellUser();
  const userId = shellUser?.userId ?? 0;
  const query = useQuery({
    queryKey: userKeys.profile(userId),
    queryFn: () => userApi.single(userId),
    enabled: userId > 0,
  });
  const form = useForm<Values>({
    resolver: zodResolver(updateProfileRequest) as unknown as Resolver<Values>,
    mode: 'onChange',
    defaultValues: valuesOf(undefined),
  });
  const { reset, setError, setValue } = form;
  const [uploading, setUploading] = useState(false);
  const imagePath = useWatch({ control: form.control, name: 'imagePath' });
  const fullName = useWatch({ control: form.control, name: 'fullName' });

  useEffect(() => {
    if (query.data) reset(valuesOf(query.data));
  }, [query.data, reset]);

  const save = useApiMutation({
    mutationFn: (values: Values) => userApi.updateProfile(values as unknown as UpdateProfileRequest),
    // The shell's user (drawer avatar and name), this form and the Users list all show these fields.
    invalidate: [CURRENT_USER_QUERY_KEY, userKeys.profile(userId), userKeys.all],
    onError: (error) => applyFieldIssues(error, setError),
  });

  const user = query.data;
  const admin = user ? isAdminRole(user.userRoleId) : false;
  const emailEditable = admin && !user?.isDemo;
  // A candidate's reason comes first (even on the demo candidate); a demo admin is told it is the demo.
  const emailHint = emailEditable ? undefined : admin ? t('profile.emailHintDemo') : t('profile.emailHintCandidate');

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <PageHeader title={t('pages.profile')} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
        {t('profile.intro')}
      </Typography>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('profile.retry')}
            </Button>
          }
        >
          {t('profile.loadFailed')}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={card}>
            {user ? (
              <>
                <ProfilePicture
                  fullName={fullName || user.fullName}
                  value={imagePath}
                  changed={imagePath !== user.imagePath}
                  onChange={(path) => setValue('imagePath', path, { shouldDirty: true, shouldValidate: true })}
                  onBusyChange={setUploading}
                />
                <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="profile-name">
                    {user.fullName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {format.role(user.displayName)}
                  </Typography>
                </Box>
              </>
            ) : (
              <Stack sx={{ alignItems: 'center' }} spacing={1.5} aria-hidden>
                <Skeleton variant="circular" width={120} height={120} />
                <Skeleton variant="text" width={140} />
                <Skeleton variant="rounded" width={160} height={36} />
              </Stack>
            )}
          </Paper>
          <Stack spacing={3}>
            <Paper
              variant="outlined"
              sx={card}
              component="form"
              noValidate
              aria-labelledby="profile-details-title"
              onSubmit={form.handleSubmit((values) => save.mutate(values))}
              data-testid="profile-form"
            >
              <Typography id="profile-details-title" component="h2" variant="h6" sx={{ mb: 2.5 }}>
                {t('profile.details')}
              </Typography>
              {user ? (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <RhfTextField
                    control={form.control}
                    name="fullName"
                    label={t('profile.fullName')}
                    testId="profile-fullname"
                    required
                    inputProps={{ maxLength: 100, autoComplete: 'name' }}
                  />
                  <RhfTextField
                    control={form.control}
                    name="email"
                    type="email"
                    label={t('profile.email')}
                    hint={emailHint}
                    testId="profile-email"
                    required
                    // Read-only rather than disabled: the address and the hint why stay fully legible.
                    inputProps={{ maxLength: 254, autoComplete: 'email', readOnly: !emailEditable }}
                    endAdornment={
                      emailEditable ? undefined : (
                        <InputAdornment position="end">
                          <LockOutlined fontSize="small" color="action" />
                        </InputAdornment>
                      )
                    }
                  />
                  <RhfTextField
                    control={form.control}
                    name="mobile"
                    type="tel"
                    label={t('profile.mobile')}
                    testId="profile-mobile"
                    inputProps={{ maxLength: 30, autoComplete: 'tel' }}
                  />
                  <RhfDateField
                    control={form.control}
                    name="dateOfBirth"
                    label={t('profile.dateOfBirth')}
                    testId="profile-dob"
                  />
                  <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                    <RhfTextField
                      control={form.control}
                      name="address"
                      label={t('profile.address')}
                      testId="profile-address"
                      multiline
                      minRows={2}
                      inputProps={{ maxLength: 300, autoComplete: 'street-address' }}
                    />
                  </Box>
                </Box>
              ) : (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} aria-hidden>
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} variant="rounded" height={56} />
                  ))}
                </Box>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<Save />}
                  loading={save.isPending}
                  disabled={!user || uploading || !form.formState.isDirty}
                  data-testid="profile-save"
                >
                  {t('profile.save')}
                </Button>
              </Box>
            </Paper>
            <Paper variant="outlined" sx={card}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('profile.security')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('profile.securityHint')}
              </Typography>
              <Button
                component={RouterLink}
                to="/user/password"
                variant="outlined"
                startIcon={<LockReset />}
                data-testid="profile-change-password"
              >
                {t('profile.changePassword')}
              </Button>
            </Paper>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
