// The exam screen's cut of a language's table (vite.config.ts builds it; elsewhere it is the whole table).
declare module '@assessly/shared/i18n/*?exam' {
  import type { Translation } from '@assessly/shared/i18n';

  const table: Partial<Translation>;
  export default table;
}
