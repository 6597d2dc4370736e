import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The command that makes a real admin on the server (README, Quick start); a command, so never translated. */
const CREATE_ADMIN_COMMAND = 'npm run create-admin -- --email you@example.com --password "a long password"';

/**
 * Under the demo shortcuts (issue 20 item 12): the demo accounts are public, what they may not do, and
 * how the owner of the site makes a real admin instead.
 */
export function DemoExplained() {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 1.5 }} data-testid="demo-explained">
      <Typography variant="body2" color="text.secondary">
        {t('signIn.demoExplained')}
      </Typography>
      <Box
        component="code"
        translate="no"
        sx={{
          display: 'block',
          mt: 0.75,
          px: 1.25,
          py: 0.75,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 13,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          overflowWrap: 'anywhere',
        }}
      >
        {CREATE_ADMIN_COMMAND}
      </Box>
    </Box>
  );
}
