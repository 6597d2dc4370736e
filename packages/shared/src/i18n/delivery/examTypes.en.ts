/** The 'examTypes' namespace: the answers of issue 22's question types on the exam screen. */
export const examTypes = {
  numberLabel: 'Your answer (a number)',
  lineHint: 'Paste, copy and cut are turned off for this answer. Press Enter to submit.',
  matchingHint: 'Choose the matching answer for each item.',
  chooseAnswer: 'Choose…',
  orderingHint: 'Put the items in order: drag a row by its handle, or use its Move up and Move down buttons.',
  moveUp: 'Move up: {{item}}',
  moveDown: 'Move down: {{item}}',
  orderMoved: '{{item}} is now {{position}} of {{total}}.',
  blankLabel: 'Blank {{no}}',
  clozeHint: 'Fill in every blank. Tab moves to the next blank, Enter submits. Paste, copy and cut are turned off.',
  clearPair: 'Clear the answer for: {{stem}}',
  clearBlanks: 'Clear all blanks',
};

export type ExamTypesText = typeof examTypes;
