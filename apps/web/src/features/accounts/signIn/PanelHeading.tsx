import { ArrowBack } from '@mui/icons-material';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/BrandLogo';

interface Props {
  title: string;
  subtitle?: string;
  /** Shows "Back to sign in" above the heading. */
  onBack?: () => void;
}

/** Logo (on small screens, where the brand panel is hidden), back link, the page's h1 and a short text. */
export function PanelHeading({ title, subtitle, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
        <BrandLogo />
      </Box>
      {onBack && (
        <Button
          startIcon={<ArrowBack />}
          onClick={onBack}
          size="small"
          sx={{ mb: 1.5, ml: -1 }}
          data-testid="back-to-signin"
        >
          {t('signIn.backToSignIn')}
        </Button>
      )}
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 }, mb: subtitle ? 1 : 0 }}>
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </Box>
  );
}
