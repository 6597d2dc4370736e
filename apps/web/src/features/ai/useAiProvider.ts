import { AI_LIMITS, DEFAULT_AI_PROVIDER, type AiProvider } from '@assessly/shared';
import { useSiteSettings } from '../../lib/settings';

/**
 * The AI provider chosen in the settings (the drawer's switch; Gemini AI by default) and its caps: the
 * client calls that provider's Generate… endpoint and validates counts against its limits.
 */
export function useAiProvider(): { provider: AiProvider; limits: (typeof AI_LIMITS)[AiProvider] } {
  const { data: settings } = useSiteSettings();
  const provider = settings?.aiProvider ?? DEFAULT_AI_PROVIDER;
  return { provider, limits: AI_LIMITS[provider] };
}
