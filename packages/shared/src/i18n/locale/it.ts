import type { Translation } from '../en.js';
import { it } from '../it.js';

/**
 * The Italian table alone, for a client that loads one language: it imports the Italian files only. The
 * web's build replaces this module by the table's data (and cuts the exam screen's part of it for `?exam`).
 */
const table: Translation = it;
export default table;
