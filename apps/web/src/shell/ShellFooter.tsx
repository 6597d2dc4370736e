import { Box, Typography } from '@mui/material';

/** The footer text from the settings, on the footer colour with a readable text colour. */
export function ShellFooter({ text }: { text: string | undefined }) {
  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={(theme) => ({
        bgcolor: theme.custom.footer,
        color: theme.palette.getContrastText(theme.custom.footer),
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, md: 3 },
        py: 2,
        textAlign: 'center',
      })}
    >
      <Typography variant="body2">{text ?? '\u00a0'}</Typography>
    </Box>
  );
}
