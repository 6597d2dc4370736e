import { DEFAULT_PRIMARY_COLOR, HEX_COLOR, WCAG_AA_TEXT_CONTRAST, type PublicSettings } from '@assessly/shared';
import { createTheme, type Theme } from '@mui/material/styles';

type ThemeColors = Pick<PublicSettings, 'appBarColor' | 'bodyColor' | 'headerColor' | 'footerColor' | 'primaryColor'>;

/**
 * The keyboard focus ring of every button and link (WCAG 2.2, 2.4.7 focus visible): a 2 px ring in the
 * primary colour, which reaches 4.5:1 on white, with a white gap inside it, so it shows on light pages and
 * on dark or primary-coloured bands alike. Only on keyboard focus (:focus-visible), not on a click.
 */
function focusRing(theme: Theme) {
  return {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
    boxShadow: `0 0 0 2px ${theme.palette.common.white}`,
  };
}

/** The MUI theme from the site settings' colours (spec 000 §3, §9; the primary colour of issue 20). */
export function themeFromSettings(s: Partial<ThemeColors> | undefined) {
  const appBar = s?.appBarColor ?? '#363636';
  // An older server answers no primary colour: the theme's blue of before.
  const primary = s?.primaryColor && HEX_COLOR.test(s.primaryColor) ? s.primaryColor : DEFAULT_PRIMARY_COLOR;
  return createTheme({
    palette: {
      primary: { main: primary },
      // Darker than MUI's defaults so white text on filled notices meets WCAG AA (4.5:1).
      warning: { main: '#b54708' },
      info: { main: '#01579b' },
      secondary: { main: appBar },
      background: { default: s?.bodyColor ?? '#F9F9F9', paper: '#ffffff' },
      // Text on a coloured surface (buttons, the footer, the app bar) is white only where white reaches AA.
      contrastThreshold: WCAG_AA_TEXT_CONTRAST,
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
      MuiAppBar: {
        styleOverrides: {
          root: {
            backgroundColor: appBar,
            // On the dark bar the ring takes the bar's text colour (white): primary on #363636 is too dim.
            '& .Mui-focusVisible, & a:focus-visible': { outlineColor: 'currentColor', boxShadow: 'none' },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // ButtonBase is under every Button, IconButton, Tab, MenuItem, ListItemButton, Chip and Switch.
      MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) } },
      MuiLink: { styleOverrides: { root: ({ theme }) => ({ '&:focus-visible': focusRing(theme) }) } },
      // Links and buttons that are not MUI components (a plain <a> in a text, a native control).
      MuiCssBaseline: {
        styleOverrides: (theme) => ({ 'a:focus-visible, button:focus-visible': focusRing(theme) }),
      },
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
