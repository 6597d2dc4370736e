// Runs before the app's modules (a deferred classic script listed ahead of them in index.html).
// zod compiles fast object parsers with new Function unless told not to, and merely probing for that
// makes a browser under the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') report
// a violation. zod reads this shared global config when it loads; jitless keeps it from probing at all.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
