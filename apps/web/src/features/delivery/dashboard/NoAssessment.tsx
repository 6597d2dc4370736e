import { EventAvailable } from '@mui/icons-material';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The candidate has no live assessment: the spec's 'no assessment' text and what to do. */
export function NoAssessment() {
  const { t } = useTranslation();
  return (
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
  );
}
