import { sql, type Kysely } from 'kysely';

/**
 * Menu titles, menu urls and role names are unique ignoring case and surrounding spaces (spec 000 §5).
 * The services check that before writing; these indexes make it hold under concurrent saves too
 * (two admins saving "Reports" and "reports" at the same instant). Both databases index expressions.
 */
const INDEXES = [
  ['app_menu_title_lower_unique', 'app_menu', 'menuTitle'],
  ['app_menu_url_lower_unique', 'app_menu', 'url'],
  ['user_role_name_lower_unique', 'user_role', 'roleName'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .unique()
      .expression(sql`lower(trim(${sql.ref(column)}))`)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
