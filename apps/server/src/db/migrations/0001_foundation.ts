import type { Kysely } from 'kysely';
import { addIdColumn, blobType, doubleType } from '../dialect.js';

/** Accounts, roles, menus, settings, sessions, lookups, plans and payments: the foundation's tables. */
export async function up(db: Kysely<any>): Promise<void> {
  const audit = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t
      .addColumn('addedBy', 'integer')
      .addColumn('dateAdded', 'text', (c: any) => c.notNull())
      .addColumn('lastUpdatedBy', 'integer')
      .addColumn('lastUpdated', 'text');

  await audit(
    db.schema
      .createTable('user_role')
      .addColumn('userRoleId', 'integer', (c) => c.primaryKey())
      .addColumn('roleName', 'text', (c) => c.notNull().unique())
      .addColumn('displayName', 'text', (c) => c.notNull())
      .addColumn('roleDesc', 'text')
      .addColumn('isDefault', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await audit(
    addIdColumn(db, db.schema.createTable('app_user'), 'userId')
      .addColumn('userRoleId', 'integer', (c) => c.notNull().references('user_role.userRoleId'))
      .addColumn('fullName', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('passwordHash', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text')
      .addColumn('imagePath', 'text')
      .addColumn('dateOfBirth', 'text')
      .addColumn('address', 'text')
      .addColumn('isDemo', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await audit(
    addIdColumn(db, db.schema.createTable('app_menu'), 'appMenuId')
      .addColumn('menuTitle', 'text', (c) => c.notNull().unique())
      .addColumn('url', 'text', (c) => c.notNull().unique())
      .addColumn('iconClass', 'text', (c) => c.notNull())
      .addColumn('sortOrder', 'integer', (c) => c.notNull().unique())
      .addColumn('isDefault', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable('role_menu')
    .addColumn('userRoleId', 'integer', (c) => c.notNull().references('user_role.userRoleId').onDelete('cascade'))
    .addColumn('appMenuId', 'integer', (c) => c.notNull().references('app_menu.appMenuId').onDelete('cascade'))
    .addColumn('addedBy', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_menu_pk', ['userRoleId', 'appMenuId'])
    .execute();

  const double = doubleType(db);
  await db.schema
    .createTable('site_settings')
    .addColumn('siteSettingsId', 'integer', (c) => c.primaryKey())
    .addColumn('siteTitle', 'text', (c) => c.notNull())
    .addColumn('welComeMessage', 'text', (c) => c.notNull())
    .addColumn('copyRightText', 'text', (c) => c.notNull())
    .addColumn('footerText', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('logoPath', 'text')
    .addColumn('faviconPath', 'text')
    .addColumn('allowWelcomeEmail', 'integer', (c) => c.notNull())
    .addColumn('allowFaq', 'integer', (c) => c.notNull())
    .addColumn('endExam', 'integer', (c) => c.notNull())
    .addColumn('tabChangeEndExam', 'integer', (c) => c.notNull())
    .addColumn('logoOnExamPage', 'integer', (c) => c.notNull())
    .addColumn('paidRegistration', 'integer', (c) => c.notNull())
    .addColumn('registrationPrice', double, (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('currencySymbol', 'text', (c) => c.notNull())
    .addColumn('stripePubKey', 'text')
    .addColumn('stripeSecretKey', 'text')
    .addColumn('defaultEmail', 'text')
    .addColumn('smtpPassword', 'text')
    .addColumn('host', 'text')
    .addColumn('port', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('appBarColor', 'text', (c) => c.notNull())
    .addColumn('footerColor', 'text', (c) => c.notNull())
    .addColumn('bodyColor', 'text', (c) => c.notNull())
    .addColumn('headerColor', 'text', (c) => c.notNull())
    .addColumn('aiProvider', 'text', (c) => c.notNull())
    .addColumn('clientUrl', 'text')
    .addColumn('landingJson', 'text', (c) => c.notNull())
    .addColumn('emailTextsJson', 'text', (c) => c.notNull())
    .addColumn('lastUpdatedBy', 'integer')
    .addColumn('lastUpdated', 'text')
    .execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('sessionId', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('app_user.userId').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('revokedAt', 'text')
    .execute();
  await db.schema.createIndex('auth_session_user').on('auth_session').column('userId').execute();

  await addIdColumn(db, db.schema.createTable('login_history'), 'loginHistoryId')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('userId', 'integer', (c) => c.notNull().references('app_user.userId').onDelete('cascade'))
    .addColumn('sessionId', 'text', (c) => c.notNull())
    .addColumn('logInTime', 'text', (c) => c.notNull())
    .addColumn('logOutTime', 'text')
    .addColumn('ip', 'text')
    .addColumn('browser', 'text')
    .addColumn('browserVersion', 'text')
    .addColumn('platform', 'text')
    .addColumn('locationInfo', 'text')
    .execute();
  await db.schema.createIndex('login_history_time').on('login_history').column('logInTime').execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('app_user.userId').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'text')
    .execute();

  await db.schema
    .createTable('app_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('uploaded_file'), 'fileId')
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', blobType(db), (c) => c.notNull())
    .addColumn('addedBy', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .execute();

  await audit(
    addIdColumn(db, db.schema.createTable('billing_plan'), 'billingPlanId')
      .addColumn('title', 'text', (c) => c.notNull().unique())
      .addColumn('interval', 'text', (c) => c.notNull())
      .addColumn('price', double, (c) => c.notNull().defaultTo(0))
      .addColumn('assessmentCount', 'integer', (c) => c.notNull())
      .addColumn('responseAllAssessmentCount', 'integer', (c) => c.notNull())
      .addColumn('responsePerAssessmentCount', 'integer', (c) => c.notNull())
      .addColumn('questionPerAssessmentCount', 'integer', (c) => c.notNull())
      .addColumn('additionalText', 'text'),
  ).execute();

  await addIdColumn(db, db.schema.createTable('payment'), 'paymentId')
    .addColumn('userId', 'integer', (c) => c.notNull().references('app_user.userId').onDelete('cascade'))
    .addColumn('billingPlanId', 'integer', (c) => c.references('billing_plan.billingPlanId'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price', double, (c) => c.notNull())
    .addColumn('paymentMode', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('assessmentCount', 'integer', (c) => c.notNull())
    .addColumn('responseAllAssessmentCount', 'integer', (c) => c.notNull())
    .addColumn('responsePerAssessmentCount', 'integer', (c) => c.notNull())
    .addColumn('questionPerAssessmentCount', 'integer', (c) => c.notNull())
    .addColumn('startDate', 'text', (c) => c.notNull())
    .addColumn('endDate', 'text', (c) => c.notNull())
    .addColumn('userEmail', 'text', (c) => c.notNull())
    .addColumn('transactionEmail', 'text')
    .addColumn('transactionDetail', 'text')
    .addColumn('stripeSessionId', 'text', (c) => c.unique())
    .addColumn('addedBy', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_user').on('payment').columns(['userId', 'endDate']).execute();

  const lookup = (table: string, id: string, name: string) =>
    db.schema
      .createTable(table)
      .addColumn(id, 'integer', (c) => c.primaryKey())
      .addColumn(name, 'text', (c) => c.notNull())
      .execute();
  await lookup('quiz_mark_option', 'quizMarkOptionId', 'quizMarkOptionName');
  await lookup('quiz_participant_option', 'quizParticipantOptionId', 'quizParticipantOptionName');
  await lookup('question_type', 'questionTypeId', 'questionTypeName');
  await lookup('question_level', 'questionLavelId', 'questionLavelName');
  await lookup('report_type', 'reportTypeId', 'reportTypeName');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'report_type',
    'question_level',
    'question_type',
    'quiz_participant_option',
    'quiz_mark_option',
    'payment',
    'billing_plan',
    'uploaded_file',
    'app_secret',
    'password_reset',
    'login_history',
    'auth_session',
    'site_settings',
    'role_menu',
    'app_menu',
    'app_user',
    'user_role',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
