/** The 'extraTime' namespace: the Extra time dialog of Manage Assessments. */
export const extraTime = {
  action: 'Extra time',
  allButton: 'Extra time for all assessments',
  titleFor: 'Extra time — {{title}}',
  titleAll: 'Extra time for all assessments',
  explanation:
    'Give a candidate extra minutes, a multiplier of the assessment time, or both. The extra time is applied when the candidate starts, and the end of the schedule does not cut it.',
  explanationFor: "An entry here wins over the candidate's entry for all assessments.",
  explanationAll:
    'These entries apply to every assessment, except where the candidate has an entry of its own for an assessment.',
  assessmentTime: 'Assessment time: {{minutes}} min',
  noTimeLimitNote: 'This assessment has no time limit, so extra time changes nothing for it.',
  listLabel: 'Candidates with extra time',
  empty: 'No candidate has extra time yet.',
  colCandidate: 'Candidate',
  colExtraMinutes: 'Extra minutes',
  colMultiplier: 'Multiplier',
  colResultingTime: 'Time for this assessment',
  minutesValue: '{{value}} min',
  multiplierValue: '× {{value}}',
  noTimeLimit: 'No time limit',
  addHeading: 'Add or change extra time',
  candidateEmail: 'Candidate e-mail',
  candidateEmailHint: "Saving again for the same candidate replaces the candidate's entry.",
  extraMinutes: 'Extra minutes',
  timeMultiplier: 'Time multiplier',
  timeMultiplierHint: '1 keeps the time; 1.5 gives half as much time again',
  minutesUnit: 'min',
  save: 'Save extra time',
  delete: 'Delete the extra time of {{name}}',
  deleteTitle: 'Delete extra time?',
  deleteMessage: 'The extra time of {{name}} ({{email}}) will be removed. Attempts already started keep their time.',
};

export type ExtraTimeText = typeof extraTime;
