import { isAdminRole } from '@assessly/shared';
import { AdminPanelSettings, School } from '@mui/icons-material';
import { Avatar, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyPage } from '../../../lib/lazyPage';
import { session } from '../../../session/session';
import { useRenewal } from '../../billing';
import { CandidateAssessments } from '../../delivery';

/** The admin's tiles and analytics: a chunk of their own, never loaded for candidates. */
const AdminDashboard = lazyPage(() => import('./AdminDashboard'));

/** Dashboard: greeting; for a candidate the live assessments, for an admin the tiles and analytics (spec 001 §2). */
export default function DashboardPage() {
  const { t } = useTranslation();
  // The stored user (saved at sign-in and refreshed by the shell). No call of its own: after sign-out a
  // request without a token would only answer 401 and bounce the user to an error screen.
  const user = session.user();
  const admin = user ? isAdminRole(user.userRoleId) : false;
  // Back from a paid renewal's payment page (?renew_id=): the server checks the session and renews; the
  // candidate then goes to Landing with the success message, to sign in again (spec 000 §4).
  const [params] = useSearchParams();
  const renewId = params.get('renew_id');
  const { completePaidRenewal } = useRenewal();
  useEffect(() => {
    if (renewId) void completePaidRenewal(renewId);
  }, [completePaidRenewal, renewId]);

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, position: 'relative', overflow: 'hidden' }}
      >
        <Stack direction="row" spacing={2.5} useFlexGap sx={{ alignItems: 'center' }}>
          <Avatar
            src={user?.imagePath || undefined}
            alt=""
            sx={{ width: 56, height: 56, bgcolor: 'primary.main', display: { xs: 'none', sm: 'flex' } }}
          >
            {admin ? <AdminPanelSettings /> : <School />}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            {user ? (
              <Typography
                variant="h4"
                component="h1"
                data-testid="dashboard-welcome"
                sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}
              >
                {t('dashboard.welcome', { name: user.fullName })}
              </Typography>
            ) : (
              <Skeleton variant="text" width={260} sx={{ fontSize: 30 }} />
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
              {user && (
                <Chip
                  size="small"
                  color={admin ? 'primary' : 'default'}
                  label={t(`roles.${user.displayName}`, { defaultValue: user.displayName })}
                />
              )}
              <Typography color="text.secondary">
                {admin ? t('dashboard.adminIntro') : t('dashboard.candidateIntro')}
              </Typography>
            </Stack>
          </Box>
        </Stack>
      </Paper>

      {user && !admin && <CandidateAssessments email={user.email} />}
      {user && admin && (
        <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ borderRadius: 3 }} />}>
          <AdminDashboard />
        </Suspense>
      )}
    </Stack>
  );
}
