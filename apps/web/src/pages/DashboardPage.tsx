import { isAdminRole } from '@assessly/shared';
import { AdminPanelSettings, EventAvailable, School } from '@mui/icons-material';
import { Avatar, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { session } from '../session/session';

/** Dashboard: greeting and what the user can do; live assessment cards arrive with a later issue. */
export default function DashboardPage() {
  const { t } = useTranslation();
  // The stored user (saved at sign-in and refreshed by the shell). No call of its own: after sign-out a
  // request without a token would only answer 401 and bounce the user to an error screen.
  const user = session.user();
  const admin = user ? isAdminRole(user.userRoleId) : false;

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

      {user && !admin && (
        <Box component="section" aria-labelledby="live-assessments-heading">
          <Typography id="live-assessments-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('dashboard.liveAssessments')}
          </Typography>
          <Paper
            variant="outlined"
            data-testid="dashboard-empty"
            sx={{
              p: { xs: 4, sm: 6 },
              borderRadius: 3,
              borderStyle: 'dashed',
              textAlign: 'center',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 88,
                height: 88,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(21,101,192,0.08)',
                color: 'primary.main',
                mb: 2,
              }}
            >
              <EventAvailable sx={{ fontSize: 44 }} />
            </Box>
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t('dashboard.noAssessment')}</Typography>
            <Typography color="text.secondary" variant="body2" sx={{ maxWidth: 420 }}>
              {t('dashboard.noAssessmentHint')}
            </Typography>
          </Paper>
        </Box>
      )}
    </Stack>
  );
}
