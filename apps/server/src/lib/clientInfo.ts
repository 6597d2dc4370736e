import { UAParser } from 'ua-parser-js';

/** Browser, version and platform from the User-Agent; no outside lookup service is ever called. */
export function parseUserAgent(userAgent: string | undefined) {
  const r = new UAParser(userAgent ?? '').getResult();
  return {
    browser: r.browser.name ?? 'Unknown',
    browserVersion: r.browser.version ?? '',
    platform: [r.os.name, r.os.version].filter(Boolean).join(' ') || 'Unknown',
  };
}
