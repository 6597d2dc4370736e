import { useState } from 'react';
import { Navigate } from 'react-router';
import { ExamScreen } from './ExamScreen';
import { loadExam } from './examSession';

/**
 * /quiz/startQuiz. Without a stored assessment the screen sends the candidate to the dashboard
 * (spec 001 §4 "Starting an assessment", step 5); otherwise the exam resumes from the server's attempt.
 */
export default function StartQuizPage() {
  const [stored] = useState(loadExam);
  if (!stored?.attempt?.quizResponseInitialId) return <Navigate to="/dashboard" replace />;
  return <ExamScreen stored={stored} />;
}
