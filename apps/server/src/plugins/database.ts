import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, DB } from '../db/database.js';
import type { DialectName } from '../db/dialect.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    dialect: DialectName;
  }
}

/** Makes the database available to every route; the caller owns its lifetime unless closeWithApp is set. */
export default fp(async function databasePlugin(
  app: FastifyInstance,
  opts: { handle: DatabaseHandle; closeWithApp: boolean },
) {
  app.decorate('db', opts.handle.db);
  app.decorate('dialect', opts.handle.dialect);
  if (opts.closeWithApp) app.addHook('onClose', async () => opts.handle.db.destroy());
});
