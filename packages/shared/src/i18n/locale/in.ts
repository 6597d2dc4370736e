import type { Translation } from '../en.js';
import { hi } from '../in.js';

/**
 * The Hindi table alone, for a client that loads one language: it imports the Hindi files only. The
 * web's build replaces this module by the table's data (and cuts the exam screen's part of it for `?exam`).
 */
const table: Translation = hi;
export default table;
