/**
 * PageHeader: the page's h1, an optional back arrow (a link, so it also opens in a new tab) and the
 * page's buttons on the right; the buttons wrap under the title on phones.
 *
 * Usage: <PageHeader title={quiz.quizTitle} backTo="/quiz/topics" actions={<Button …>New</Button>} />
 * Test ids: `page-title`, `page-back`.
 */
import { ArrowBack } from '@mui/icons-material';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface PageHeaderProps {
  title: string;
  backTo?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        mb: { xs: 2, sm: 3 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {backTo && (
          <Tooltip title={t('table.back')}>
            <IconButton component={RouterLink} to={backTo} aria-label={t('table.back')} data-testid="page-back">
              <ArrowBack />
            </IconButton>
          </Tooltip>
        )}
        <Typography
          variant="h5"
          component="h1"
          data-testid="page-title"
          sx={{ fontSize: { xs: 22, sm: 26 }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{actions}</Box>}
    </Box>
  );
}
