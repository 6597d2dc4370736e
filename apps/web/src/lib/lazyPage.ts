import { UI } from '@assessly/shared';
import { lazy, type ComponentType } from 'react';
import { loadLocale } from '../i18n';

const RELOADED_KEY = 'chunkReloaded';

export interface LazyPageOptions {
  /**
   * The page renders with the exam screen's cut of the language table (i18n/tableScope.ts) and does not
   * wait for the whole table; every other page does, so that it never shows raw keys.
   */
  examTable?: boolean;
}

/**
 * React.lazy with the spec's 120-second script chunk timeout (spec 000 §9). A chunk that fails to load
 * after a deploy (old hashes gone) reloads the page once; a second failure means the network is down.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options: LazyPageOptions = {}) {
  const loadPage = options.examTable ? load : () => Promise.all([load(), loadLocale()]).then(([module]) => module);
  return lazy(async () => {
    let timer: number | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = window.setTimeout(() => reject(new Error('chunk load timeout')), UI.chunkLoadTimeoutMs);
    });
    try {
      const module = await Promise.race([loadPage(), timeout]);
      sessionStorage.removeItem(RELOADED_KEY);
      return module;
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED_KEY)) {
        sessionStorage.setItem(RELOADED_KEY, '1');
        window.location.reload();
      } else {
        sessionStorage.removeItem(RELOADED_KEY);
        window.location.assign('/noInternet');
      }
      throw error;
    } finally {
      window.clearTimeout(timer);
    }
  });
}
