import { describe, expect, it } from 'vitest';
import {
  colorSettingRequest,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SITE_COLORS,
  formatContrastRatio,
  meetsTextContrast,
  PRIMARY_PALETTE,
  primaryColorChecks,
  relativeLuminance,
} from '../src/index.js';

/** The primary (brand) colour's contrast rule of issue 20 (WCAG 2.2, SC 1.4.3). */
describe('contrast', () => {
  it('computes relative luminance as WCAG defines it', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('red')).toBeNull();
    expect(relativeLuminance('#FFF')).toBeNull();
  });

  it('gives the ratio of two colours, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 6);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#1565C0', '#FFFFFF')).toBeCloseTo(5.75, 2);
    expect(contrastRatio('#FFFFFF', '#1565C0')).toBe(contrastRatio('#1565C0', '#FFFFFF'));
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('teal', '#FFFFFF')).toBeNull();
  });

  it('passes text at 4.5:1 and never rounds up: #777777 on white (4.48) fails', () => {
    expect(meetsTextContrast('#767676', '#FFFFFF')).toBe(true);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(meetsTextContrast('#777777', '#FFFFFF')).toBe(false);
    expect(formatContrastRatio(4.4799)).toBe('4.4');
    expect(formatContrastRatio(5.7512)).toBe('5.7');
    expect(formatContrastRatio(21)).toBe('21.0');
    expect(formatContrastRatio(4.5, 'es')).toBe('4,5');
  });

  it('offers only palette colours that keep white text readable, the default first', () => {
    expect(PRIMARY_PALETTE[0]).toBe(DEFAULT_PRIMARY_COLOR);
    for (const color of PRIMARY_PALETTE) expect(meetsTextContrast(color, '#FFFFFF'), color).toBe(true);
  });

  it('checks the primary colour against white text, the body colour and the header colour', () => {
    const checks = primaryColorChecks('#1565C0', { bodyColor: '#F9F9F9', headerColor: '#F5F5F5' });
    expect(checks.map((c) => [c.use, c.against, c.passes])).toEqual([
      ['whiteText', '#FFFFFF', true],
      ['body', '#F9F9F9', true],
      ['header', '#F5F5F5', true],
    ]);
    // A light teal: white text on it fails; a dark body makes links on it fail too.
    const light = primaryColorChecks('#26A69A', { bodyColor: '#263238', headerColor: '#FFFFFF' });
    expect(light.find((c) => c.use === 'whiteText')?.passes).toBe(false);
    expect(light.find((c) => c.use === 'body')?.passes).toBe(false);
    // Not a colour (yet, while typing): no check; a background that is not a colour is left out.
    expect(primaryColorChecks('#12', { bodyColor: '#FFFFFF', headerColor: '#FFFFFF' })).toEqual([]);
    expect(primaryColorChecks('#1565C0', { bodyColor: 'x', headerColor: '#FFFFFF' }).map((c) => c.use)).toEqual([
      'whiteText',
      'header',
    ]);
  });

  it('refuses a primary colour white text cannot be read on, with its own message; keeps it optional', () => {
    const colors = { appBarColor: '#363636', footerColor: '#FFFFFF', bodyColor: '#F9F9F9', headerColor: '#F5F5F5' };
    expect(colorSettingRequest.safeParse({ ...colors, primaryColor: '#00695C' }).success).toBe(true);
    expect(colorSettingRequest.safeParse(colors).success).toBe(true);
    const light = colorSettingRequest.safeParse({ ...colors, primaryColor: '#FFD54F' });
    expect(light.success).toBe(false);
    expect(light.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['primaryColor', 'primaryColorContrast'],
    ]);
    const malformed = colorSettingRequest.safeParse({ ...colors, primaryColor: 'blue' });
    expect(malformed.error?.issues.map((i) => i.message)).toEqual(['colorInvalid']);
  });

  it('starts a site with colours the Colour panel accepts, the primary one readable everywhere', () => {
    expect(colorSettingRequest.safeParse(DEFAULT_SITE_COLORS).success).toBe(true);
    expect(DEFAULT_SITE_COLORS.primaryColor).toBe(DEFAULT_PRIMARY_COLOR);
    expect(primaryColorChecks(DEFAULT_SITE_COLORS.primaryColor, DEFAULT_SITE_COLORS).every((c) => c.passes)).toBe(true);
  });
});
