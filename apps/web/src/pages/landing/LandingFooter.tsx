import { Box, Container, IconButton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../SignIn/BrandLogo';
import { SOCIAL, useLanding } from './landingCommon';

export function Footer() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { data, text } = useLanding();
  const social = SOCIAL.map((s) => ({ ...s, url: text(s.field) })).filter((s) => s.url);
  return (
    <Box component="footer" sx={{ bgcolor: theme.custom.footer, borderTop: 1, borderColor: 'divider', py: 5 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Box>
            <BrandLogo height={28} />
            {data?.footerText && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 460 }}>
                {data.footerText}
              </Typography>
            )}
          </Box>
          {social.length > 0 && (
            <Stack direction="row" spacing={0.5} aria-label={t('landing.followUs')} component="nav">
              {social.map(({ label, url, icon: Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          {data?.copyRightText || `© ${data?.siteTitle || t('common.appName')}`}
        </Typography>
      </Container>
    </Box>
  );
}
