// TEMPORARY experiment preload: prototypes of proposed fixes, applied from outside the server's code.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const fixes = (process.env.BENCH_FIXES ?? '').split(',');
if (fixes.includes('stmt')) {
  const Database = require('better-sqlite3');
  const prepare = Database.prototype.prepare;
  const caches = new WeakMap();
  Database.prototype.prepare = function (source) {
    let cache = caches.get(this);
    if (!cache) caches.set(this, (cache = new Map()));
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare.call(this, source);
      if (cache.size < 1000) cache.set(source, statement);
    }
    return statement;
  };
}
if (fixes.includes('key')) {
  const subtle = globalThis.crypto.subtle;
  const importKey = subtle.importKey.bind(subtle);
  const keys = new Map();
  subtle.importKey = (format, data, algorithm, extractable, usages) => {
    if (format !== 'raw') return importKey(format, data, algorithm, extractable, usages);
    const id = `${Buffer.from(data).toString('base64')}|${JSON.stringify(algorithm)}|${extractable}|${usages.join()}`;
    let key = keys.get(id);
    if (!key) keys.set(id, (key = importKey(format, data, algorithm, extractable, usages)));
    return key;
  };
}
