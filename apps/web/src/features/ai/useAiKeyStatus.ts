import { useQuery } from '@tanstack/react-query';
import { aiApi, aiKeys } from './api/aiApi';
import { useAiProvider } from './useAiProvider';

/**
 * Whether the chosen AI provider has a key (issue 20: the AI helpers say so before the admin fills a
 * form). Asked each time a helper opens (`enabled`), so a key added meanwhile in the AI panel counts.
 * `missing` is true only once the server said so: while loading, or if the question fails, nothing is said
 * and a generation still answers with its own message.
 */
export function useAiKeyStatus(enabled: boolean) {
  const { provider } = useAiProvider();
  const status = useQuery({
    queryKey: aiKeys.keyStatus,
    queryFn: aiApi.keyStatus,
    enabled,
    staleTime: 0,
    retry: false,
  });
  const data = status.data;
  const keySet = data ? (provider === 'Open AI' ? data.openAiKeySet : data.geminiKeySet) : undefined;
  return { provider, missing: keySet === false };
}
