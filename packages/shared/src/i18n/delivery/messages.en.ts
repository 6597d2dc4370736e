/** The 'messages' keys of exam delivery (issue 4). */
export const deliveryMessages = {
  assessmentNotAvailable: 'This assessment is not open right now',
  notInvitedToAssessment: 'This assessment is open to invited candidates only',
  examTimeOver: 'The time for this assessment is over; your answers until the deadline were saved',
  attemptClosed: 'This attempt has already ended',
  attemptStillOpen: 'This attempt is still in progress',
  invalidOption: 'Choose one of the options shown',
  skipNotAllowed: 'Skipping questions is not allowed in this assessment',
  minMultiplier: 'The time multiplier must be 1 or more',
  maxMultiplier: 'The time multiplier can be at most 10',
  noExtraTime: 'Add extra minutes or a time multiplier above 1',
  answerSaved: 'Answer saved',
  draftSaved: 'Your answer on screen is kept',
  draftNotKept: 'This question was already answered',
  resultHiddenWhileOpen:
    'You have an attempt of this assessment in progress: its answers and marks are shown again once that attempt has ended',
  examFinished: 'Your assessment was submitted',
  accommodationSaved: 'Extra time saved',
  noCandidateForEmail: 'There is no candidate with this e-mail',
};

export type DeliveryMessagesText = typeof deliveryMessages;
