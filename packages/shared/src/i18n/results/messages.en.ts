/** The 'messages' keys of results, grading, certificates and analytics (issue 5). */
export const resultsMessages = {
  marksMustBeNumber: 'The mark must be a number',
  certificateNotEarned: 'This certificate has not been earned',
  invalidColor: 'Enter a colour such as #FFFFFF',
};

export type ResultsMessagesText = typeof resultsMessages;
