/** The 'instructions' namespace: the Instructions screen of one assessment. */
export const instructions = {
  heading: 'Instructions: {{title}}',
  subtitle: 'Candidates read these instructions before the exam starts.',
  listLabel: 'Instructions',
  empty: 'No instructions yet. Add the first one with "Add instruction".',
  add: 'Add instruction',
  editTitle: 'Edit instruction',
  addTitle: 'New instruction',
  description: 'Instruction',
  descriptionHint: 'One instruction, e.g. "Calculators are not allowed."',
  colNumber: 'No.',
  colDescription: 'Instruction',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete this instruction?',
};

export type InstructionsText = typeof instructions;
