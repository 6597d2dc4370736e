import { z } from 'zod';

/** GetStatus: the admin dashboard tiles (spec 001 §3 "Dashboard summary"). */
export const dashboardStatusSchema = z.object({
  totalStudents: z.number(),
  totalQuizes: z.number(),
  liveQuizes: z.number(),
  totalQuestions: z.number(),
});
export type DashboardStatus = z.infer<typeof dashboardStatusSchema>;

/**
 * Analytics items (spec 001 §3): each call fills the fields it is about. {x} in the paths is the
 * number of days (by-date calls) or months (by-month call) to look back, 1 to 366.
 */
const analyticsItemSchema = z.object({
  date: z.string().optional(),
  month: z.string().optional(),
  quizTitle: z.string().optional(),
  browser: z.string().optional(),
  platform: z.string().optional(),
  count: z.number(),
});
export const analyticsList = z.array(analyticsItemSchema);
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;
export const analyticsRangeParams = z.object({ x: z.coerce.number().int().min(1).max(366) });

/**
 * Assessments in the candidates-per-assessment chart (GetUserCountByQuiz): the largest ones, at most this
 * many, so the bars stay readable.
 */
export const ANALYTICS_TOP_QUIZZES = 20;
