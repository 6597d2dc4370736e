import {
  DEFAULT_MENUS,
  DEFAULT_ROLES,
  DEMO_ACCOUNTS,
  MARK_OPTIONS,
  PARTICIPANT_OPTIONS,
  QUESTION_LEVELS,
  QUESTION_TYPES,
  REPORT_TYPES,
  uniqueKey,
} from '@assessly/shared';
import type { DB } from './db/database.js';
import { nowIso } from './db/dialect.js';
import { DEFAULT_EMAIL_TEXTS, DEFAULT_LANDING, DEFAULT_SETTINGS } from './db/seedDefaults.js';
import { hashPassword } from './lib/password.js';
import { seedDemoCertificate } from './modules/results/index.js';
import { seedDemoAssessments } from './modules/authoring/index.js';
import { insertUser } from './modules/accounts/index.js';

/**
 * Idempotent seed: inserts what is missing and never overwrites what an admin changed.
 * Runs at every start, after the migrations.
 */
export async function seedDefaults(db: DB): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const r of DEFAULT_ROLES) {
      await trx
        .insertInto('user_role')
        .values({ ...r, isDefault: 1, addedBy: null, dateAdded: now, lastUpdatedBy: null, lastUpdated: null })
        .onConflict((oc) => oc.column('userRoleId').doNothing())
        .execute();
    }
    const seededMenus = await trx.selectFrom('app_menu').select('appMenuId').where('isDefault', '=', 1).execute();
    if (seededMenus.length === 0) {
      for (const m of DEFAULT_MENUS) {
        await trx
          .insertInto('app_menu')
          .values({
            menuTitle: m.menuTitle,
            url: m.url,
            iconClass: m.iconClass,
            sortOrder: m.sortOrder,
            isDefault: 1,
            dateAdded: now,
            addedBy: null,
            lastUpdatedBy: null,
            lastUpdated: null,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        const row = await trx.selectFrom('app_menu').select('appMenuId').where('url', '=', m.url).executeTakeFirst();
        if (!row) continue;
        for (const roleId of m.roles) {
          await trx
            .insertInto('role_menu')
            .values({ userRoleId: roleId, appMenuId: row.appMenuId, addedBy: null, dateAdded: now })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      }
    }
    const lookups: [string, string, readonly Record<string, unknown>[]][] = [
      ['quiz_mark_option', 'quizMarkOptionId', MARK_OPTIONS],
      ['quiz_participant_option', 'quizParticipantOptionId', PARTICIPANT_OPTIONS],
      ['question_type', 'questionTypeId', QUESTION_TYPES],
      ['question_level', 'questionLavelId', QUESTION_LEVELS],
      ['report_type', 'reportTypeId', REPORT_TYPES],
    ];
    for (const [table, key, rows] of lookups) {
      for (const row of rows) {
        await trx
          .insertInto(table as 'report_type')
          .values(row as never)
          .onConflict((oc) => oc.column(key as 'reportTypeId').doNothing())
          .execute();
      }
    }
    await trx
      .insertInto('site_settings')
      .values({
        ...DEFAULT_SETTINGS,
        landingJson: JSON.stringify(DEFAULT_LANDING),
        emailTextsJson: JSON.stringify(DEFAULT_EMAIL_TEXTS),
        lastUpdatedBy: null,
        lastUpdated: now,
      })
      .onConflict((oc) => oc.column('siteSettingsId').doNothing())
      .execute();
  });
}

const DEMO_PLANS = [
  {
    title: 'Free',
    interval: 'Monthly',
    price: 0,
    assessmentCount: 3,
    responseAllAssessmentCount: 50,
    responsePerAssessmentCount: 20,
    questionPerAssessmentCount: 20,
    additionalText: 'Try a few assessments at no cost',
  },
  {
    title: 'Professional',
    interval: 'Monthly',
    price: 19,
    assessmentCount: 25,
    responseAllAssessmentCount: 1000,
    responsePerAssessmentCount: 200,
    questionPerAssessmentCount: 100,
    additionalText: 'For candidates preparing for an exam',
  },
  {
    title: 'Enterprise',
    interval: 'Yearly',
    price: 199,
    assessmentCount: 500,
    responseAllAssessmentCount: 50000,
    responsePerAssessmentCount: 5000,
    questionPerAssessmentCount: 500,
    additionalText: 'A year of practice and certified exams',
  },
] as const;

const DEMO_CATEGORIES = ['General knowledge', 'Mathematics', 'Programming'] as const;

/** Demo accounts (and plans) for the Quick start; flagged isDemo so they cannot be deleted or re-passworded. */
export async function seedDemo(db: DB): Promise<void> {
  const now = nowIso();
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const existing = await db
      .selectFrom('app_user')
      .select('userId')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (existing) continue;
    await insertUser(db, {
      userRoleId: account.roleId,
      fullName: account.fullName,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      addedBy: null,
      isDemo: true,
    });
  }
  // Demo question categories, so a first question can be written at once (insert when missing by nameKey).
  for (const name of DEMO_CATEGORIES) {
    await db
      .insertInto('question_category')
      .values({
        questionCategoryName: name,
        nameKey: uniqueKey(name),
        addedBy: null,
        dateAdded: now,
        lastUpdatedBy: null,
        lastUpdated: null,
      })
      .onConflict((oc) => oc.column('nameKey').doNothing())
      .execute();
  }
  for (const plan of DEMO_PLANS) {
    await db
      .insertInto('billing_plan')
      .values({ ...plan, addedBy: null, dateAdded: now, lastUpdatedBy: null, lastUpdated: null })
      .onConflict((oc) => oc.column('title').doNothing())
      .execute();
  }
  const candidate = await db
    .selectFrom('app_user')
    .select(['userId', 'email'])
    .where('email', '=', DEMO_ACCOUNTS.candidate.email)
    .executeTakeFirstOrThrow();
  const hasPayment = await db
    .selectFrom('payment')
    .select('paymentId')
    .where('userId', '=', candidate.userId)
    .executeTakeFirst();
  const free = await db.selectFrom('billing_plan').selectAll().where('title', '=', 'Free').executeTakeFirst();
  if (!hasPayment && free) {
    const end = new Date();
    end.setFullYear(end.getFullYear() + 1);
    await db
      .insertInto('payment')
      .values({
        userId: candidate.userId,
        billingPlanId: free.billingPlanId,
        title: free.title,
        price: 0,
        paymentMode: 'N/A',
        interval: free.interval,
        assessmentCount: free.assessmentCount,
        responseAllAssessmentCount: free.responseAllAssessmentCount,
        responsePerAssessmentCount: free.responsePerAssessmentCount,
        questionPerAssessmentCount: free.questionPerAssessmentCount,
        startDate: now,
        endDate: end.toISOString(),
        userEmail: candidate.email,
        transactionEmail: null,
        transactionDetail: 'Demo plan',
        stripeSessionId: null,
        addedBy: null,
        dateAdded: now,
      })
      .execute();
  }
  await seedDemoAssessments(db);
  await seedDemoCertificate(db);
}
