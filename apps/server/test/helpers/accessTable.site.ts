import type { AccessWorld } from './accessActors.js';
import { ADMINS, at, c, send, type AccessCase, type Build } from './accessRequests.js';

/** The plans and checkout, Menu, Dashboard, Export and Health parts of the expected-access table (accessTable.ts). */

/** A JSON call that asks for a JSON answer (Accept), as the web's fetch does. */
const json =
  (url: string, body: (w: AccessWorld) => unknown): Build =>
  (w) => ({ url, body: body(w), headers: { accept: 'application/json' } });

export const healthCases: AccessCase[] = [c('GET /api/health', 'public', at('/health'))];

/** Plans, payments and checkout (the payments folder; its routes live under /api/Settings, /api/Quiz and /api). */
export const paymentCases: AccessCase[] = [
  c('GET /api/Settings/GetPlanList', 'public', at('/Settings/GetPlanList')),
  c(
    'PUT /api/Settings/RenewPlan',
    'admin',
    send('/Settings/RenewPlan', (w) => ({
      userEmail: w.ids.plainUser.email,
      billingPlanId: w.plans.free,
      paymentMode: 'N/A',
    })),
    { ok: [{ status: 200, code: 'billingPlanRenewalSuccess' }] },
  ),
  c(
    'PUT /api/Settings/RenewOwnPlan',
    'student',
    send('/Settings/RenewOwnPlan', (w) => ({ billingPlanId: w.plans.free })),
  ),
  c(
    'PUT /api/Settings/RenewOwnPlan',
    'student',
    send('/Settings/RenewOwnPlan', (w) => ({ stripeSessionId: w.ids.ownerRenewSession })),
    // The owner's paid renewal session renews the owner's plan only, and only once.
    {
      allow: ['candidate'],
      refusal: [{ status: 202, code: 'pleasePayFirst' }],
      owner: 'candidate',
      untouched: (w) => checkoutState(w, w.ids.ownerRenewSession),
    },
  ),
  c('GET /api/Settings/GetPlanAdminList', 'admin', at('/Settings/GetPlanAdminList')),
  c(
    'POST /api/Settings/CreatePlan',
    'admin',
    send('/Settings/CreatePlan', (w) => w.bodies.plan()),
  ),
  c(
    'PUT /api/Settings/UpdatePlan',
    'admin',
    send('/Settings/UpdatePlan', (w) => ({ billingPlanId: w.ids.planId, ...w.bodies.plan() })),
  ),
  c(
    'DELETE /api/Settings/DeletePlan/{id}',
    'admin',
    at(async (w) => `/Settings/DeletePlan/${await w.fresh.plan()}`),
  ),
  c(
    'GET /api/Settings/GetBillingPaymentList/{page}/{itemsPerPage}',
    'admin',
    at('/Settings/GetBillingPaymentList/1/10'),
  ),
  c(
    'POST /api/Settings/CreatePayment',
    'admin',
    send('/Settings/CreatePayment', (w) => ({
      userEmail: w.ids.plainUser.email,
      billingPlanId: w.plans.free,
      paymentMode: 'Offline',
      transactionDetail: 'Receipt',
    })),
  ),
  c(
    'POST /api/Quiz/CreateQuizPayment',
    'student',
    send('/Quiz/CreateQuizPayment', (w) => ({ quizTopicId: w.ids.paidQuiz, stripeSessionId: w.ids.ownerQuizSession })),
    {
      allow: ['candidate'],
      refusal: [{ status: 202, code: 'pleasePayFirst' }],
      owner: 'candidate',
      untouched: (w) => checkoutState(w, w.ids.ownerQuizSession),
    },
  ),
  c('POST /api/stripe/webhook', 'public', (w) => {
    const event = w.fresh.webhookEvent();
    return {
      url: '/stripe/webhook',
      body: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    };
  }),
  c(
    'POST /api/create-checkout-session-plan',
    'public',
    // The web's fetch asks for JSON ({ url }); a browser's form post would get the 303 to the same page.
    json('/create-checkout-session-plan', (w) => ({ billingId: w.plans.professional })),
  ),
  c(
    'POST /api/create-checkout-session-registration',
    'public',
    json('/create-checkout-session-registration', () => ({})),
  ),
  c(
    'POST /api/create-checkout-renew-plan',
    'student',
    send('/create-checkout-renew-plan', (w) => ({ billingId: w.plans.professional })),
  ),
  c(
    'POST /api/create-checkout-session-quiz',
    'student',
    send('/create-checkout-session-quiz', async (w) => ({ quizTopicId: await w.fresh.liveQuiz({ quizPrice: 3 }) })),
  ),
  // A landing-page session (no account yet) is anyone's to look up; a candidate's renewal is theirs only.
  c(
    'GET /api/checkout-session',
    'public',
    at((w) => `/checkout-session?sessionId=${w.ids.planSession}`),
  ),
  c(
    'GET /api/checkout-session',
    'public',
    at((w) => `/checkout-session?sessionId=${w.ids.ownerRenewSession}`),
    {
      allow: ['candidate'],
      refusal: [{ status: 404, code: 'notFound' }],
    },
  ),
];

export const menuCases: AccessCase[] = [
  c('GET /api/Menu/GetMenuList', 'admin', at('/Menu/GetMenuList')),
  c(
    'POST /api/Menu/CreateMenu',
    'admin',
    send('/Menu/CreateMenu', (w) => w.bodies.menu()),
  ),
  c(
    'PUT /api/Menu/UpdateMenu',
    'admin',
    send('/Menu/UpdateMenu', (w) => ({ appMenuId: w.ids.menuId, ...w.bodies.menu() })),
  ),
  c(
    'DELETE /api/Menu/DeleteSingleMenu/{id}',
    'admin',
    at(async (w) => `/Menu/DeleteSingleMenu/${await w.fresh.menu()}`),
  ),
  c(
    'GET /api/Menu/GetAllMenu/{id}',
    'admin',
    at((w) => `/Menu/GetAllMenu/${w.ids.roleId}`),
  ),
  c(
    'POST /api/Menu/MenuAssign',
    'admin',
    send('/Menu/MenuAssign', (w) => ({ userRoleId: w.ids.roleId, menuId: [w.ids.menuId] })),
  ),
  // One's own role's drawer (2 = Candidate) for everyone; another role's (1 = Admin) for admins only.
  c('GET /api/Menu/GetSidebarMenu/{roleId}', 'user', at('/Menu/GetSidebarMenu/1'), { allow: ADMINS }),
  c('GET /api/Menu/GetSidebarMenu/{roleId}', 'user', at('/Menu/GetSidebarMenu/2')),
];

export const dashboardCases: AccessCase[] = [
  c('GET /api/Dashboard/GetStatus', 'admin', at('/Dashboard/GetStatus')),
  // The payment chart is the SuperAdmin's only (spec 001 §6); every other chart is any admin's.
  c('GET /api/Dashboard/GetPaymentSummaryByDate/{x}', 'superAdmin', at('/Dashboard/GetPaymentSummaryByDate/7')),
  ...[
    'GetQuizCountByDate',
    'GetUserCountByQuiz',
    'GetLogInSummaryByMonth',
    'GetLogInSummaryByDate',
    'GetBrowserCount',
    'GetPlatformCount',
  ].map((name) => c(`GET /api/Dashboard/${name}/{x}`, 'admin', at(`/Dashboard/${name}/7`))),
];

export const exportCases: AccessCase[] = [
  c(
    'GET /api/Export/itemAnalysis/csv',
    'admin',
    at((w) => `/Export/itemAnalysis/csv?quizTopicId=${w.ids.openQuiz}`),
  ),
  c(
    'GET /api/Export/questions/{format}',
    'admin',
    at((w) => `/Export/questions/csv?quizTopicId=${w.ids.draftQuiz}`),
  ),
  ...['results', 'users', 'roles', 'menus', 'faq', 'contacts', 'plans', 'payments', 'quizTopics', 'categories'].map(
    (name) => c(`GET /api/Export/${name}/{format}`, 'admin', at(`/Export/${name}/csv`)),
  ),
];

/** Whether a checkout session was used, and the payments and assessment payments that exist. */
async function checkoutState(w: AccessWorld, sessionId: string) {
  const db = w.t.db;
  return {
    session: await db.selectFrom('checkout_session').selectAll().where('sessionId', '=', sessionId).executeTakeFirst(),
    payments: (await db.selectFrom('payment').select('paymentId').execute()).length,
    quizPayments: (await db.selectFrom('quiz_payment').selectAll().execute()).length,
  };
}
