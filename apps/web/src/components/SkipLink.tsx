import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The first focusable element: jumps over the top bar and the drawer to <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main"
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        boxShadow: 4,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': {
          transform: 'none',
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      {t('common.skipToContent')}
    </Box>
  );
}
