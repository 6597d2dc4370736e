// How answers and keys read on result sheets, reports and PDFs: the same marks in every language.

/** Between the parts of one answer or key ("Paris; Marseille (50%)"). */
export const PART_SEPARATOR = '; ';
/** Between the alternatives of one cloze blank's key ("Paris / Marseille (50%)"). */
export const ALTERNATIVE_SEPARATOR = ' / ';
/** Between a stem and its choice ("Forum → asynchronous discussions"). */
export const PAIR_ARROW = ' → ';
/** What an unanswered stem or blank shows. */
export const NO_ANSWER = '—';
/** Between the items of an order ("Egg → Larva → Pupa"). */
export const ORDER_ARROW = ' → ';
