import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@console/shared';
import { apiPost } from '@/lib/api-client';
import { clearToken, setToken } from '@/lib/session';

/** `data` of the answer is the token string (SPEC section 7). */
export function login(input: LoginInput): Promise<string> {
  return apiPost<string>('/member/web/cacheLogin', input);
}

/** Stores the token on success and starts from an empty cache (nothing of an earlier session stays); clears the token on failure (SPEC section 4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => {
      setToken(token);
      queryClient.clear();
    },
    onError: () => clearToken(),
  });
}
