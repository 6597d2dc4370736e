/**
 * The site's colours (the Colour panel): their defaults, ready-made palettes, the #RRGGBB format, and the
 * colour contrast of WCAG 2.2 (SC 1.4.3, level AA) for the site's primary (brand) colour: buttons carry
 * white text on it, and links and accents are drawn in it on white cards, on the body colour and on the
 * header band. Pure functions, shared by the Colour panel (a live check), the settings schema (a refusal)
 * and the theme.
 */
import type { PublicSettings } from './settings.js';

/** The least contrast of normal-size text with its background at level AA. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** The primary colour of the theme before the setting existed: installations keep their look. */
export const DEFAULT_PRIMARY_COLOR = '#1565C0';

/**
 * The colours of a new site, and of a client whose settings carry none (an older server): the seed stores
 * them (apps/server/src/db/seedDefaults.ts) and the web theme falls back to them (apps/web/src/app/theme.ts).
 */
export const DEFAULT_SITE_COLORS = {
  appBarColor: '#363636',
  footerColor: '#FFFFFF',
  bodyColor: '#F9F9F9',
  headerColor: '#F5F5F5',
  primaryColor: DEFAULT_PRIMARY_COLOR,
} as const satisfies Pick<PublicSettings, 'appBarColor' | 'footerColor' | 'bodyColor' | 'headerColor' | 'primaryColor'>;

/** Ready-made primary colours; each keeps white text at 4.5:1 or more (blue, teal, green, purple, magenta, slate). */
export const PRIMARY_PALETTE = ['#1565C0', '#00695C', '#2E7D32', '#6A1B9A', '#AD1457', '#37474F'] as const;

/** Ready-made app bar and body colours of the Colour panel. */
export const APP_BAR_PALETTE = ['#363636', '#263238', '#37474F', '#455A64', '#546E7A'] as const;
export const BODY_PALETTE = ['#F9F9F9', '#FAFAFA', '#F5F5F5', '#EEEEEE', '#ECEFF1'] as const;

/** A colour as the settings store it, #RRGGBB (the Colour panel's format rule). */
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
const HEX = /^#([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})$/;

/** The sRGB channel's linear value (WCAG's definition of relative luminance). */
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #RRGGBB colour, 0 (black) to 1 (white); null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = [match[1]!, match[2]!, match[3]!].map((part) => linear(parseInt(part, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two #RRGGBB colours, from 1 (same) to 21 (black on white); null if one is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** True when text in one colour on the other reaches level AA (4.5:1). WCAG forbids rounding up: 4.49 fails. */
export const meetsTextContrast = (a: string, b: string): boolean => (contrastRatio(a, b) ?? 0) >= WCAG_AA_TEXT_CONTRAST;

/**
 * A ratio as people read it in their language (BCP 47 tag), cut (never rounded up) to one decimal: 4.49
 * shows as 4.4, which fails, and never as 4.5.
 */
export const formatContrastRatio = (ratio: number, localeTag = 'en'): string =>
  new Intl.NumberFormat(localeTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.floor(ratio * 10) / 10,
  );

/** Where the primary colour meets another colour on screen. */
export type PrimaryColorUse = 'whiteText' | 'body' | 'header';

export interface ContrastCheck {
  use: PrimaryColorUse;
  /** The other colour: white, the body colour or the header colour. */
  against: string;
  ratio: number;
  passes: boolean;
}

/**
 * The primary colour against everything it meets: white text on buttons (and, with the same ratio, links on
 * white cards), links on the body colour, and the landing page's accents on the header colour. Empty when
 * the primary colour is not a #RRGGBB colour (the format rule speaks then); a background that is not a
 * colour is left out.
 */
export function primaryColorChecks(
  primary: string,
  backgrounds: { bodyColor: string; headerColor: string },
): ContrastCheck[] {
  if (relativeLuminance(primary) === null) return [];
  const pairs: [PrimaryColorUse, string][] = [
    ['whiteText', '#FFFFFF'],
    ['body', backgrounds.bodyColor],
    ['header', backgrounds.headerColor],
  ];
  return pairs.flatMap(([use, against]) => {
    const ratio = contrastRatio(primary, against);
    return ratio === null ? [] : [{ use, against, ratio, passes: ratio >= WCAG_AA_TEXT_CONTRAST }];
  });
}
