import type { PublicSettings } from '@assessly/shared';
import { createTheme } from '@mui/material/styles';

/** The MUI theme from the site settings' colours (spec 000 §3, §9). */
export function themeFromSettings(
  s: Pick<PublicSettings, 'appBarColor' | 'bodyColor' | 'headerColor' | 'footerColor'> | undefined,
) {
  const appBar = s?.appBarColor ?? '#363636';
  return createTheme({
    palette: {
      primary: { main: '#1565c0' },
      // Darker than MUI's defaults so white text on filled notices meets WCAG AA (4.5:1).
      warning: { main: '#b54708' },
      info: { main: '#01579b' },
      secondary: { main: appBar },
      background: { default: s?.bodyColor ?? '#F9F9F9', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Roboto","Noto Sans","Noto Sans Devanagari","Noto Sans Bengali","Helvetica","Arial",sans-serif',
      h1: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { styleOverrides: { root: { backgroundColor: appBar } } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
    // Custom keys the shell reads for the header band and the footer.
    custom: { header: s?.headerColor ?? '#F5F5F5', footer: s?.footerColor ?? '#FFFFFF', appBar },
  } as Parameters<typeof createTheme>[0]);
}

declare module '@mui/material/styles' {
  interface Theme {
    custom: { header: string; footer: string; appBar: string };
  }
}
