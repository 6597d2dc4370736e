/** GIFT import and export (issue 22): pure functions, wired into the import and export routes elsewhere. */
export { parseGift } from './parseGift.js';
export { writeGift, type GiftExport, type GiftExportLine } from './writeGift.js';
