import type { Translation } from '../en.js';
import { hi } from '../in.js';

/**
 * The Hindi table alone, for a client that loads one language (the web's build replaces this module by the
 * table's data, so that it does not pull in the other languages of the namespace files).
 */
const table: Translation = hi;
export default table;
