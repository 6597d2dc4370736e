import type { Translation } from '../en.js';
import { es } from '../es.js';

/**
 * The Spanish table alone, for a client that loads one language (the web's build replaces this module by the
 * table's data, so that it does not pull in the other languages of the namespace files).
 */
const table: Translation = es;
export default table;
