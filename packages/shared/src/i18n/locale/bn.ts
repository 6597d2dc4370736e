import type { Translation } from '../en.js';
import { bn } from '../bn.js';

/**
 * The Bengali table alone, for a client that loads one language: it imports the Bengali files only. The
 * web's build replaces this module by the table's data (and cuts the exam screen's part of it for `?exam`).
 */
const table: Translation = bn;
export default table;
