/**
 * The reasons a QTI import report gives, in English, each from one template here (as the Moodle XML
 * reader keeps its own), so that they can move to the i18n messages as they are, keys and placeholders
 * included.
 */
export const QTI_REASONS = {
  // unsupported: a real QTI item the model can not represent.
  unsupportedInteraction: '{{interaction}} can not be represented here',
  unsupportedAdaptive: 'an adaptive item (several attempts with changing feedback) can not be represented here',
  unsupportedTemplate: 'an item with template variables (values drawn for each candidate) can not be represented here',
  unsupportedMix: 'the item combines {{interactions}}; a question here holds one kind of answer',
  unsupportedSeveral: 'the item holds {{count}} {{interaction}}s; a question here holds one',
  unsupportedProcessing: 'its response processing is not one of the standard templates nor equivalent to one',
  unsupportedNoScoring: 'the item is not scored: it has no response processing and no correct response',
  unsupportedUnscored: 'the response {{response}} is not scored by the response processing',
  unsupportedTemplateUri: 'the response processing template "{{template}}" can not be represented here',
  unsupportedLowerBound: 'a lower bound of {{value}} points (a minimum score above 0) can not be represented here',
  unsupportedUpperBound: 'the upper bound of {{value}} points is below what the answers add up to',
  unsupportedCaseMix: 'the answers of {{response}} mix case-sensitive and case-insensitive matching',
  unsupportedLiteralStar: 'the answer "{{text}}" contains *, which is a wildcard here',
  unsupportedCatchAll: 'any other answer scores {{value}} points, which can not be represented here',
  unsupportedStemTwice: 'the stem "{{stem}}" has several right matches; a stem here has one',
  unsupportedUnmatchedStem: 'the stem "{{stem}}" has no right match; every stem here has one',
  unsupportedOrderSubset: 'the order interaction orders {{count}} of its {{total}} choices; here every item is ordered',
  unsupportedResource: 'the resource type "{{type}}" is not a QTI 2.1, 2.2 or 3.0 item',
  unsupportedCardinality: 'the {{interaction}} takes {{cardinality}} responses, which can not be represented here',
  // invalid: the item is broken.
  notXml: 'the item is not well-formed XML ({{detail}})',
  notItem: 'the file is not a QTI 2.2 or 3.0 item (its root element is <{{root}}> in "{{ns}}")',
  missingFile: 'the file {{file}} is not in the package',
  noHref: 'the resource names no item file',
  noInteraction: 'the item has no interaction',
  noDeclaration: 'the response {{response}} is not declared',
  noChoices: 'the {{interaction}} offers fewer than {{min}} choices',
  noCredit: 'no answer gives any credit',
  unknownChoice: 'the correct response or mapping names "{{value}}", which is not a choice of the item',
  badNumber: 'the value "{{value}}" is not a number',
  badPair: 'the pair "{{value}}" does not join two choices of the item',
  separator: 'the text "{{text}}" contains #####, which separates the parts of an answer',
  emptyText: 'a choice, answer or item has no text',
  clozeSyntaxInText: 'the text around the blanks holds cloze syntax ({1:SHORTANSWER:…} or [[1]]) of its own',
  // Notes on an item that is imported: what of it is not kept, or scored differently.
  noteFeedback: 'its feedback shown by outcome (modal or inline) is not kept',
  notePairsAlike: 'every pair scores the same here (the package weighted them {{values}})',
  noteAllOrNothing: 'the package scored all or nothing; here each {{part}} scores its share',
  noteObject: 'the embedded {{file}} in its text is not kept',
  noteMedia: 'the {{element}} in its text is not kept',
  noteRubric: 'a rubric for {{view}} is not kept',
  noteMissingImage: 'the image {{file}} is not in the package and is left out',
  noteExternalImage: 'the image {{file}} is outside the package and stays a link',
  noteAssociate: 'the associate interaction is read as matching: the first choice of each pair is the stem',
  noteNegativePairs: 'a wrong pair costs nothing here (the package took off {{value}})',
} as const;

export type QtiReasonKey = keyof typeof QTI_REASONS;

/** The reason's sentence with its placeholders filled in; long texts are cut to keep the report readable. */
export function qtiReason(key: QtiReasonKey, params: Record<string, string | number> = {}): string {
  return QTI_REASONS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  });
}

/** Thrown by a reader: the item is kept out, with this report line. Never leaves parseQtiPackage. */
export class ItemRefused extends Error {
  constructor(
    readonly status: 'unsupported' | 'invalid',
    readonly reasonText: string,
  ) {
    super(reasonText);
    this.name = 'ItemRefused';
  }
}

export const invalid = (key: QtiReasonKey, params?: Record<string, string | number>): never => {
  throw new ItemRefused('invalid', qtiReason(key, params));
};

export const unsupported = (key: QtiReasonKey, params?: Record<string, string | number>): never => {
  throw new ItemRefused('unsupported', qtiReason(key, params));
};

/** Notes on an imported item, joined into its report line's reason. */
export class Notes {
  private readonly notes = new Set<string>();

  add(key: QtiReasonKey, params?: Record<string, string | number>) {
    this.notes.add(qtiReason(key, params));
  }

  get text(): string {
    return [...this.notes].join('; ');
  }
}
