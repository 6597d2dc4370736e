/**
 * The 'importReasons' namespace (issue 22): why an item of a GIFT, Moodle XML or QTI file is not imported
 * (unsupported or invalid), what of an imported one is not kept, and why a GIFT export leaves a question
 * out. Each is the `reason` of a report line, after the item's number and title, so it starts in lower
 * case. Quoted values come from the file as they are; `{1:SHORTANSWER:…}`, `[[1]]`, `->`, `#####` and the
 * QTI and Moodle names (interaction kinds, "cardinality", "MULTICHOICE"…) are the formats' own syntax and
 * stay untranslated.
 */
export const importReasons = {
  // Any format: the answers of a question.
  tooFewAnswers: 'the question needs at least {{min}} answers',
  noCredit: 'no answer gives any credit',
  badNumber: 'the answer "{{value}}" is not a number',
  badTolerance: 'the tolerance "{{value}}" is not a number of 0 or more',
  separator: 'the text "{{text}}" contains #####, which separates the parts of an answer',
  pairWithoutChoice: 'the stem "{{stem}}" has no choice to match',
  noPairs: 'the matching question has no stem with a choice',
  unsupportedOrderingGrading: 'ordering graded by "{{grading}}" can not be represented here',
  unsupportedOrderingSubset: 'the ordering question shows {{count}} of its {{total}} items',
  // GIFT
  giftDescription: 'description items are not questions (the text has no answer block {…})',
  noOpeningBrace: 'the answer block has no opening {',
  unclosedBlock: 'the answer block is not closed with }',
  severalBlocks: 'a question has one answer block; write \\{ and \\} for braces in its text',
  emptyAnswer: 'an answer has no text',
  badWeight: 'the weight {{value}}% is not between -100% and 100%',
  badRange: 'the range "{{value}}" is not min..max with min at most max',
  otherNumber: 'after ~ a numerical question takes only #feedback for any other answer, not "{{value}}"',
  matchFormat: 'the matching answer "{{value}}" is not written stem -> choice',
  noteOtherNumberFeedback: 'the feedback for any other number ("{{value}}") is not kept',
  // GIFT export: why a question is left out of the file, or what of it the file does not carry.
  exportCloze: 'GIFT has no cloze questions; export the assessment as Moodle XML or QTI to keep it',
  exportUnits: 'GIFT has no units for numerical answers; export as Moodle XML or QTI to keep them',
  exportCaseSensitive: 'GIFT short answers are never case-sensitive; export as Moodle XML or QTI to keep it',
  exportSingleWithoutFull: 'GIFT reads a single-answer choice with no option worth 100% as multiple response',
  exportArrowShortAnswer: 'GIFT reads "->" in a short answer as a matching pair, so the text can not be written',
  exportArrowStem: 'GIFT reads "->" in a matching stem as a matching pair, so the text can not be written',
  exportNotExpressible: 'GIFT can not write this question so that it reads back the same',
  exportFiles: 'GIFT does not carry files; the images of the question are not in the file',
  exportCategory: 'the category "{{value}}" reads back from GIFT as "{{back}}"',
  // Moodle XML
  unsupportedType: 'the Moodle question type "{{type}}" can not be represented here',
  unsupportedRandom: 'a "random" question is drawn from a Moodle category when a quiz starts; import the category',
  unsupportedDescription: 'a "description" is text between questions, with no answer',
  noType: 'the question has no type attribute',
  noText: 'the question has no text',
  badMark: 'the default grade "{{value}}" is not a number of 0 or more',
  badFraction: 'the fraction "{{value}}" is not a number from -100 to 100',
  badMultiplier: 'the multiplier of unit "{{unit}}" is not a number other than 0',
  noTrueFalse: 'a true/false question needs one answer "true" and one "false"',
  unsupportedAnyNumber: 'the answer "*" gives credit for any number, which can not be represented here',
  clozeNoBlanks: 'the cloze text is not valid: it has no blank such as {1:SHORTANSWER:=answer}',
  clozeUnclosedBlank: 'the cloze text is not valid: blank {{blank}} is not closed with }',
  clozeEmptyAnswer: 'the cloze text is not valid: blank {{blank}} has an empty answer',
  clozeBadNumber:
    'the cloze text is not valid: NUMERICAL blank {{blank}} needs a number and a tolerance, such as =3.14:0.01',
  clozeMarkerInText: 'the cloze text is not valid: it holds [[n]] outside a blank',
  noteCombinedFeedback: 'the feedback for correct, partly correct and incorrect answers is not kept',
  noteGraderInfo: 'the information for graders and the response template are not kept',
  noteAnyNumberFeedback: 'the feedback of the "*" answer (any other number) is not kept',
  noteUnitPenalty: 'a wrong or missing unit scores 0 here (Moodle took off {{percent}}%)',
  noteDuplicateFile: 'two different files are named "{{name}}"; the first is kept',
  // QTI: an item that can not be represented ({{interaction}} is the QTI name: "hotspot", "gap match"…).
  unsupportedInteraction: '{{interaction}} interactions can not be represented here',
  unsupportedGapImages: 'a gap match with images can not be represented here',
  unsupportedAdaptive: 'an adaptive item (several attempts with changing feedback) can not be represented here',
  unsupportedTemplate: 'an item with template variables (values drawn for each candidate) can not be represented here',
  unsupportedMix:
    'the item combines several kinds of interaction ({{interactions}}); a question here holds one kind of answer',
  unsupportedSeveral: 'the item holds {{count}} {{interaction}} interactions; a question here holds one',
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
  unsupportedCardinality:
    'the {{interaction}} interaction takes responses of cardinality "{{cardinality}}", which can not be represented here',
  // QTI: a broken item.
  notXml: 'the item is not well-formed XML ({{detail}})',
  notItem: 'the file is not a QTI 2.2 or 3.0 item (its root element is <{{root}}> in "{{ns}}")',
  missingFile: 'the file {{file}} is not in the package',
  noHref: 'the resource names no item file',
  noInteraction: 'the item has no interaction',
  noDeclaration: 'the response {{response}} is not declared',
  noChoices: 'the {{interaction}} interaction offers fewer than {{min}} choices',
  unknownChoice: 'the correct response or mapping names "{{value}}", which is not a choice of the item',
  badValue: 'the value "{{value}}" is not a number',
  badPair: 'the pair "{{value}}" does not join two choices of the item',
  emptyText: 'a choice, answer or item has no text',
  clozeSyntaxInText: 'the text around the blanks holds cloze syntax ({1:SHORTANSWER:…} or [[1]]) of its own',
  // QTI: what of an imported item is not kept, or scored differently.
  noteFeedback: 'its feedback shown by outcome (modal or inline) is not kept',
  notePairsAlike: 'every pair scores the same here (the package weighted them {{values}})',
  noteAllOrNothingChoices: 'the package scored all or nothing; here each right choice scores its share',
  noteAllOrNothingPairs: 'the package scored all or nothing; here each pair scores its share',
  noteAllOrNothingGaps: 'the package scored all or nothing; here each gap scores its share',
  noteObject: 'the embedded {{file}} in its text is not kept',
  noteMedia: 'the {{element}} element in its text is not kept',
  noteRubric: 'a rubric for the "{{view}}" view is not kept',
  noteMissingImage: 'the image {{file}} is not in the package and is left out',
  noteExternalImage: 'the image {{file}} is outside the package and stays a link',
  noteAssociate: 'the associate interaction is read as matching: the first choice of each pair is the stem',
  noteNegativePairs: 'a wrong pair costs nothing here (the package took off {{value}})',
};

export type ImportReasonsText = typeof importReasons;
