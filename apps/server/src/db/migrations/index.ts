import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_authoring.js';
import * as m0003 from './0003_attempts.js';
import * as m0004 from './0004_mail_outbox.js';
import * as m0005 from './0005_certificates.js';
import * as m0006 from './0006_site_content.js';
import * as m0007 from './0007_case_insensitive_names.js';
import * as m0008 from './0008_billing.js';
import * as m0009 from './0009_ai_settings.js';
import * as m0010 from './0010_result_indexes.js';
import * as m0011 from './0011_result_counts.js';
import * as m0012 from './0012_answer_drafts.js';
import * as m0013 from './0013_answer_feedback.js';
import * as m0014 from './0014_mail_log_menu.js';
import * as m0015 from './0015_brand_color_and_texts.js';
import * as m0016 from './0016_question_engine.js';
import * as m0017 from './0017_attempt_keys.js';
import * as m0018 from './0018_question_tags.js';

/** Migrations in order. Static imports keep them working under tsx, bundlers and tests alike. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_authoring': m0002,
  '0003_attempts': m0003,
  '0004_mail_outbox': m0004,
  '0005_certificates': m0005,
  '0006_site_content': m0006,
  '0007_case_insensitive_names': m0007,
  '0008_billing': m0008,
  '0009_ai_settings': m0009,
  '0010_result_indexes': m0010,
  '0011_result_counts': m0011,
  '0012_answer_drafts': m0012,
  '0013_answer_feedback': m0013,
  '0014_mail_log_menu': m0014,
  '0015_brand_color_and_texts': m0015,
  '0016_question_engine': m0016,
  '0017_attempt_keys': m0017,
  '0018_question_tags': m0018,
};
