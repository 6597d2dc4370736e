import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

interface StatusCardProps {
  icon: SvgIconComponent;
  title: string;
  text: string;
  /** On the card. */
  testId: string;
  /** The one way onwards: a link shown as a button. */
  action: { to: string; label: string; testId: string };
}

/**
 * A state of a screen told in the middle of the page, in place of its content (a result still being
 * graded, a certificate that cannot be shown): an amber icon, a heading, a text and one way onwards.
 *
 * Usage: <StatusCard icon={HourglassTop} title={t('…')} text={t('…')} testId="result-pending"
 *   action={{ to: '/dashboard', label: t('…'), testId: 'result-dashboard' }} />
 */
export function StatusCard({ icon: Icon, title, text, testId, action }: StatusCardProps) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{ p: { xs: 4, sm: 6 }, borderRadius: 3, textAlign: 'center', display: 'grid', justifyItems: 'center' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#fff3e0',
          color: '#7a3e00',
          mb: 2,
        }}
      >
        <Icon sx={{ fontSize: 44 }} />
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mb: 3 }}>
        {text}
      </Typography>
      <Button variant="contained" component={RouterLink} to={action.to} data-testid={action.testId}>
        {action.label}
      </Button>
    </Paper>
  );
}
