import { ArrowForward } from '@mui/icons-material';
import { Box, Button, Container, Stack } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { sectionSx, useLanding, usePlans } from './landingCommon';
import { SectionHeading } from './SectionHeading';

/** #register: the registration call to action (registrationText) opening SignIn's registration panel. */
export function RegisterCta() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { text } = useLanding();
  const { hasPlans } = usePlans();
  const main = theme.palette.primary.main;
  return (
    <Box
      component="section"
      id="register"
      aria-labelledby="register-heading"
      sx={{ ...sectionSx, py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: { xs: 4, md: 6 },
            px: { xs: 3, sm: 6, md: 10 },
            py: { xs: 6, md: 9 },
            color: '#fff',
            bgcolor: theme.palette.primary.dark,
            backgroundImage: `radial-gradient(circle at 100% 0%, ${alpha('#fff', 0.16)}, transparent 45%),
              radial-gradient(circle at 0% 100%, ${alpha('#000', 0.18)}, transparent 50%),
              linear-gradient(135deg, ${theme.palette.primary.dark}, ${main})`,
            textAlign: { sm: 'center' },
          }}
        >
          <SectionHeading
            id="register-heading"
            inverse
            eyebrow={t('landingPage.registerEyebrow')}
            title={t('landingPage.registerTitle')}
            subtitle={text('registrationText')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: -2 }}>
            <Button
              component={RouterLink}
              to="/signIn"
              state={{ panel: 'register' }}
              size="large"
              variant="contained"
              endIcon={<ArrowForward />}
              data-testid="register-cta"
              sx={{
                px: 3.5,
                py: 1.5,
                fontSize: 16,
                bgcolor: '#fff',
                color: 'primary.dark',
                '&:hover': { bgcolor: alpha('#fff', 0.9) },
              }}
            >
              {t('landingPage.registerButton')}
            </Button>
            {hasPlans && (
              <Button
                component={RouterLink}
                to="/#pricing"
                size="large"
                variant="outlined"
                sx={{
                  px: 3.5,
                  py: 1.5,
                  fontSize: 16,
                  color: '#fff',
                  borderColor: alpha('#fff', 0.7),
                  '&:hover': { borderColor: '#fff', bgcolor: alpha('#fff', 0.08) },
                }}
              >
                {t('landingPage.seePlans')}
              </Button>
            )}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
