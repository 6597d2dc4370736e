// The New / Edit template dialog's values and the placeholder insertion (spec 001 §3 "Certificate
// template", §5, §6). Pure functions: unit-tested without a browser.
import type { CertificatePlaceholder, CertificateTemplate, certificateTemplateInput } from '@assessly/shared';
import type { z } from 'zod';

export type TemplateFormValues = z.input<typeof certificateTemplateInput>;

export const DEFAULT_BACKGROUND_COLOR = '#FFFFFF';

/** The six pictures of a template, in the order the dialog shows them. */
export const TEMPLATE_IMAGE_FIELDS = [
  'backgroundImagePath',
  'topLeftImagePath',
  'topRightImagePath',
  'bottomMiddleImagePath',
  'leftSignatureImagePath',
  'rightSignatureImagePath',
] as const;
export type TemplateImageField = (typeof TEMPLATE_IMAGE_FIELDS)[number];

export const placeholderToken = (name: CertificatePlaceholder) => `[${name}]`;

export function emptyTemplateValues(): TemplateFormValues {
  return {
    title: '',
    heading: '',
    mainText: '',
    publishDate: '',
    backgroundColor: DEFAULT_BACKGROUND_COLOR,
    topLeftImagePath: null,
    topRightImagePath: null,
    bottomMiddleImagePath: null,
    backgroundImagePath: null,
    leftSignatureImagePath: null,
    leftSignatureText: '',
    rightSignatureImagePath: null,
    rightSignatureText: '',
  };
}

/** A stored template as the dialog edits it: text fields never hold null, the date is YYYY-MM-DD. */
export function templateToValues(template: CertificateTemplate): TemplateFormValues {
  return {
    certificateTemplateId: template.certificateTemplateId,
    title: template.title,
    heading: template.heading,
    mainText: template.mainText,
    publishDate: template.publishDate ? template.publishDate.slice(0, 10) : '',
    backgroundColor: /^#[0-9a-f]{6}$/i.test(template.backgroundColor)
      ? template.backgroundColor
      : DEFAULT_BACKGROUND_COLOR,
    topLeftImagePath: template.topLeftImagePath,
    topRightImagePath: template.topRightImagePath,
    bottomMiddleImagePath: template.bottomMiddleImagePath,
    backgroundImagePath: template.backgroundImagePath,
    leftSignatureImagePath: template.leftSignatureImagePath,
    leftSignatureText: template.leftSignatureText ?? '',
    rightSignatureImagePath: template.rightSignatureImagePath,
    rightSignatureText: template.rightSignatureText ?? '',
  };
}

/**
 * Puts `token` in place of the selection [start, end) of `text` (at the caret when nothing is selected);
 * answers the new text and where the caret goes (just after the token).
 */
export function insertAtSelection(
  text: string,
  start: number | null | undefined,
  end: number | null | undefined,
  token: string,
): { text: string; caret: number } {
  // Without a known caret (the field never had the focus) the token goes at the end.
  const from = clamp(start ?? text.length, 0, text.length);
  const to = clamp(end ?? from, from, text.length);
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Dark text on light backgrounds, white on dark ones (WCAG relative luminance), so that the certificate
 * stays readable whatever colour the admin picks.
 */
export function textColorOn(background: string): '#1f2328' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background.trim());
  if (!match) return '#1f2328';
  const [r, g, b] = match.slice(1).map((hex) => {
    const c = parseInt(hex, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // The contrast with white equals the contrast with #1f2328 at about this luminance.
  return luminance > 0.21 ? '#1f2328' : '#ffffff';
}
