import type { UserInfo } from '@assessly/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRefusal } from '../api/client';
import { endpoints } from '../api/endpoints';
import { session } from '../session/session';

export const CURRENT_USER_QUERY_KEY = ['currentUser'] as const;

/**
 * The signed-in user: the stored copy at once, refreshed from the server on mount and saved back.
 * A 401 makes the API client redirect to /unauthorized.
 */
export function useShellUser(): UserInfo | null {
  const stored = session.user();
  const { data } = useQuery<UserInfo>({
    // Keyed by the stored user so that another account signing in never sees a cached previous user.
    queryKey: [...CURRENT_USER_QUERY_KEY, stored?.userId ?? null],
    queryFn: endpoints.currentUser,
    // After sign-out the token is gone: no call that would only answer 401.
    enabled: session.isSignedIn(),
    initialData: stored ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiRefusal) && count < 1,
  });
  useEffect(() => {
    if (data && session.isSignedIn()) session.saveUser(data);
  }, [data]);
  return data ?? stored;
}
