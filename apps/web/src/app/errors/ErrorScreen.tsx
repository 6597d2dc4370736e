import { Box, Button, Stack, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { signOutQuietly } from '../../session/signIn';

interface Props {
  icon: SvgIconComponent;
  /** Accent of the illustration. */
  tone: 'warning' | 'error' | 'info' | 'primary';
  title: string;
  text: string;
  /** The way back; may be left out while a child offers a better one. */
  action?: { to: string; label: string };
  secondaryAction?: { to: string; label: string };
  children?: ReactNode;
}

/**
 * The error screens of spec 000 §2 (Unauthorized, Forbidden, NotFound, NoInternet): each signs the user
 * out when it loads and offers a way back.
 */
export function ErrorScreen({ icon: Icon, tone, title, text, action, secondaryAction, children }: Props) {
  useEffect(() => {
    void signOutQuietly();
  }, []);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2.5 }}>
        <BrandLogo height={32} />
      </Box>
      <Box
        component="main"
        data-testid="error-screen"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          px: 3,
          pb: 10,
          pt: 2,
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'relative',
            width: { xs: 168, sm: 208 },
            height: { xs: 168, sm: 208 },
            mb: 4,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            background: (theme) =>
              `radial-gradient(circle at 50% 45%, ${theme.palette[tone].main}22 0%, ${theme.palette[tone].main}12 55%, transparent 72%)`,
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: 14,
              borderRadius: '50%',
              border: '2px dashed',
              borderColor: `${tone}.light`,
              opacity: 0.5,
            },
          }}
        >
          <Icon sx={{ fontSize: { xs: 88, sm: 112 } }} />
        </Box>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 40 }, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480, fontSize: { xs: 16, sm: 18 }, mb: 4 }}>
          {text}
        </Typography>
        {children}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ width: { xs: '100%', sm: 'auto' }, maxWidth: 360 }}
        >
          {action && (
            <Button component={RouterLink} to={action.to} variant="contained" size="large" data-testid="error-action">
              {action.label}
            </Button>
          )}
          {secondaryAction && (
            <Button component={RouterLink} to={secondaryAction.to} variant="outlined" size="large">
              {secondaryAction.label}
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
