import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { titleKeyOf } from '../app/routes';

/** Screens that later issues fill: their heading and a note, nothing pretending to work. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = titleKeyOf(pathname);
  return (
    <Paper sx={{ p: 4 }} variant="outlined">
      <Typography variant="h5" component="h1" gutterBottom>
        {key ? t(`pages.${key}`) : pathname}
      </Typography>
      <Typography color="text.secondary">{t('common.comingSoon')}</Typography>
    </Paper>
  );
}
