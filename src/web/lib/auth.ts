import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@shared/schemas/auth';
import type { Message } from '@shared/schemas/common';
import { apiRequest, getQueryFn } from './api-client';

/**
 * The signed-in user, shared by every screen (header, dashboard, profile, admin). It lives in lib, not in a
 * feature, because every feature reads it (docs/architecture.md: what two features share moves down a level).
 */

export const authKeys = {
  all: ['/api/auth'] as const,
  user: () => ['/api/auth/user'] as const,
};

/** The current user, or null when signed out (401). A network failure is an error: treat it as signed out. */
export const currentUserQueryOptions = () =>
  queryOptions<User | null>({
    queryKey: authKeys.user(),
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });

export function useUser() {
  const query = useQuery(currentUserQueryOptions());
  return { ...query, user: query.data ?? null };
}

export function displayFirstName(user: Pick<User, 'firstName' | 'email'> | null | undefined): string {
  return user?.firstName?.trim() || user?.email?.trim() || 'User';
}

export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

export function login(input: LoginInput): Promise<User> {
  return apiRequest<User>('POST', '/api/auth/login', input);
}

/** Signs in and stores the user, so every screen sees the new state at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}

export function logout(): Promise<Message> {
  return apiRequest<Message>('POST', '/api/auth/logout');
}

/**
 * Ends the session on the server, then forgets everything cached for the old user (keeping the public
 * store identity) and records "signed out". A failed call is only logged (docs/product.md §8): the user is still
 * treated as signed out in this tab.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onError: (error) => {
      console.error('Logout failed', error);
    },
    onSettled: () => {
      // Set "signed out" on the existing user query (removing it would strand the screens observing it),
      // then drop every other cached answer that belonged to the old session.
      queryClient.setQueryData(authKeys.user(), null);
      const keep = new Set<unknown>([authKeys.user()[0], '/api/store']);
      queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
    },
  });
}
