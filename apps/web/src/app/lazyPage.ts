import { UI } from '@assessly/shared';
import { lazy, type ComponentType } from 'react';

const RELOADED_KEY = 'chunkReloaded';

/**
 * React.lazy with the spec's 120-second script chunk timeout (spec 000 §9). A chunk that fails to load
 * after a deploy (old hashes gone) reloads the page once; a second failure means the network is down.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    let timer: number | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = window.setTimeout(() => reject(new Error('chunk load timeout')), UI.chunkLoadTimeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
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
