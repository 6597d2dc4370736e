/** The 'questionTags' namespace (issue 23): the question bank's filters, tags and bulk changes. */
export const questionTags = {
  // The tag editor of the question dialog.
  fieldLabel: 'Tags',
  fieldHint: 'Type a tag and press Enter; the site’s tags are suggested as you type',
  fieldPlaceholder: 'Add a tag',
  questionsCount: 'Questions: {{count}}',
  noTags: 'No tags yet',
  // The tags of a row in the questions table.
  rowTags: 'Tags',
  // The filters above the table.
  filters: 'Filter the questions',
  search: 'Search',
  searchPlaceholder: 'Text, option or tag',
  category: 'Category',
  level: 'Level',
  type: 'Type',
  tag: 'Tag',
  all: 'Any',
  clearFilters: 'Clear the filters',
  shown: 'Shown: {{shown}} of {{count}}',
  noMatch: 'No question matches these filters.',
  // Selection and the bulk changes.
  selectRow: 'Select question {{number}}',
  selectPage: 'Select the questions of this page',
  selected: 'Selected: {{count}}',
  selectAllShown: 'Select all shown ({{count}})',
  clearSelection: 'Clear the selection',
  bulkActions: 'Change the selected questions',
  addTags: 'Add tags',
  removeTags: 'Remove tags',
  moveToCategory: 'Move to a category',
  addTitle: 'Add tags to the selected questions ({{count}})',
  removeTitle: 'Remove tags from the selected questions ({{count}})',
  moveTitle: 'Move the selected questions ({{count}})',
  addHint: 'Each selected question gets these tags and keeps its own.',
  removeHint: 'Choose among the tags of the selected questions.',
  add: 'Add',
  remove: 'Remove',
  move: 'Move',
  toCategory: 'To the category',
  moveLiveNote: 'Candidates see a question’s category: moving questions of this live assessment stops it.',
  tagsAdded: 'Tags added to the selected questions ({{count}})',
  tagsRemoved: 'Tags removed from the selected questions ({{count}})',
  questionsMoved: 'Questions moved ({{count}})',
};

export type QuestionTagsText = typeof questionTags;
