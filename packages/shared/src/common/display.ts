// Display rules of spec 000 §9 and spec 001 §5.

/** Dates show the first 10 characters. */
export const cutDate = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '');
/** Date-times show the first 19 characters with the T replaced by a space. */
export const cutDateTime = (value: string | null | undefined): string =>
  value ? value.slice(0, 19).replace('T', ' ') : '';
/** Marks are rounded to 2 decimals. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
/** Page title: "Name | site title", or the site title alone when the page has no name. */
export const pageTitle = (name: string | undefined, siteTitle: string): string =>
  name ? `${name} | ${siteTitle}` : siteTitle;
