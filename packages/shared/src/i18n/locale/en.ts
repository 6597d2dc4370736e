import type { Translation } from '../en.js';
import { en } from '../en.js';

/**
 * The English table alone, for a client that loads one language: it imports the English files only. The
 * web's build replaces this module by the table's data (and cuts the exam screen's part of it for `?exam`).
 */
const table: Translation = en;
export default table;
