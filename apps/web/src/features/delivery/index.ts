/**
 * The delivery feature's public face (issue 21): exam taking and what leads to it. The candidate's
 * dashboard cards, the extra time (accommodations) dialog of an assessment's row, and the result flag
 * an ended attempt leaves for the result sheet. The exam screen is reached through ./routes.
 */
export { CandidateAssessments } from './dashboard/CandidateAssessments';
export { ExtraTimeDialog } from './extraTime/ExtraTimeDialog';
export { clearResultFlag, readResultFlag, setResultFlag } from './exam/examSession';
