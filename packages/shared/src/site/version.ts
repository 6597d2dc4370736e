/** Is the stored app version different from the settings version (spec 000 §4 version notice)? */
export const needsVersionRefresh = (stored: string | null, current: string): boolean =>
  stored !== null && stored !== current;
