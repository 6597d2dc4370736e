import type { Translation } from '../en.js';
import { es } from '../es.js';

/**
 * The Spanish table alone, for a client that loads one language: it imports the Spanish files only. The
 * web's build replaces this module by the table's data (and cuts the exam screen's part of it for `?exam`).
 */
const table: Translation = es;
export default table;
