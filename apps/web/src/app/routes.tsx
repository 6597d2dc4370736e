import type { ComponentType, LazyExoticComponent } from 'react';
import * as accounts from '../features/accounts/routes';
import * as ai from '../features/ai/routes';
import * as authoring from '../features/authoring/routes';
import * as billing from '../features/billing/routes';
import * as delivery from '../features/delivery/routes';
import * as results from '../features/results/routes';
import * as site from '../features/site/routes';
import { EXAM_SCREEN_PATH } from '../i18n/tableScope';
import { lazyPage as lazy } from '../lib/lazyPage';

type Page = LazyExoticComponent<ComponentType>;

/**
 * One URL of the app. The table below is the one place that says which URL shows which screen; each
 * screen comes lazily (a chunk of its own) from its domain feature's routes.ts, the error screens from
 * app/errors.
 */
export interface AppRoute {
  path: string;
  /** i18n key under pages.* for the title "Name | site title"; undefined = site title only. */
  titleKey?: string;
  element: Page;
}

/** Public screens (no shell). */
export const publicRoutes: AppRoute[] = [
  { path: '/', element: site.LandingPage },
  { path: '/signIn', titleKey: 'signIn', element: accounts.SignInPage },
  { path: '/resetPassword', titleKey: 'resetPassword', element: accounts.ResetPasswordPage },
  { path: '/unauthorized', titleKey: 'unauthorized', element: lazy(() => import('./errors/UnauthorizedPage')) },
  { path: '/forbidden', titleKey: 'forbidden', element: lazy(() => import('./errors/ForbiddenPage')) },
  { path: '/notFound', titleKey: 'notFound', element: lazy(() => import('./errors/NotFoundPage')) },
  { path: '/noInternet', titleKey: 'noInternet', element: lazy(() => import('./errors/NoInternetPage')) },
  { path: '/verify/:certificateNumber', titleKey: 'verifyCertificate', element: results.VerifyCertificatePage },
];

/**
 * Signed-in screens without the shell: the exam screen shows one question, the timer and the
 * progress, nothing else (UX.md).
 */
export const focusRoutes: AppRoute[] = [
  { path: EXAM_SCREEN_PATH, titleKey: 'startQuiz', element: delivery.StartQuizPage },
];

/** Signed-in screens inside the shell. */
export const shellRoutes: AppRoute[] = [
  { path: '/dashboard', titleKey: 'dashboard', element: results.DashboardPage },
  { path: '/user/password', titleKey: 'password', element: accounts.ChangePasswordPage },
  { path: '/quiz/topics', titleKey: 'quizTopics', element: authoring.TopicsPage },
  { path: '/report/admin', titleKey: 'reportAdmin', element: results.AdminReportsPage },
  { path: '/report/students', titleKey: 'reportStudents', element: results.StudentReportsPage },
  { path: '/report/certificates', titleKey: 'certificates', element: results.CertificatePage },
  { path: '/report/template', titleKey: 'template', element: results.TemplatesPage },
  { path: '/report/analysis', titleKey: 'analysis', element: results.AnalyticsPage },
  { path: '/quiz/result', titleKey: 'quizResult', element: results.ResultPage },
  { path: '/quiz/instruction', titleKey: 'instruction', element: authoring.InstructionsPage },
  { path: '/question/category', titleKey: 'questionCategory', element: authoring.CategoryPage },
  { path: '/question/quizes', titleKey: 'quizes', element: authoring.QuizCardsPage },
  { path: '/question/quizQuestions', titleKey: 'quizQuestions', element: authoring.QuestionsPage },
  { path: '/menu/menus', titleKey: 'menus', element: accounts.MenusPage },
  { path: '/user/roles', titleKey: 'roles', element: accounts.RolesPage },
  { path: '/user/users', titleKey: 'users', element: accounts.UsersPage },
  { path: '/user/profile', titleKey: 'profile', element: accounts.ProfilePage },
  { path: '/user/browseList', titleKey: 'browseList', element: accounts.BrowseListPage },
  { path: '/user/aiConsumption', titleKey: 'aiConsumption', element: ai.AiConsumptionPage },
  { path: '/settings/appSettings', titleKey: 'appSettings', element: site.AppSettingsPage },
  { path: '/settings/faq', titleKey: 'faq', element: site.FaqPage },
  { path: '/settings/contacts', titleKey: 'contacts', element: site.ContactsPage },
  { path: '/settings/mailLog', titleKey: 'mailLog', element: site.MailLogPage },
  { path: '/settings/payments', titleKey: 'payments', element: billing.PaymentsPage },
  { path: '/settings/plans', titleKey: 'plans', element: billing.PlansPage },
];
