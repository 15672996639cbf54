import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../lib/services.tsx';
import { login, type LoginInput } from './login.ts';

export function useLoginMutation() {
  const { api, preloadSignedInScreens } = useServices();
  return useMutation({
    mutationFn: (input: LoginInput) => login(api, input),
    // The screens a sign-in leads to load while the server checks the password.
    onMutate: preloadSignedInScreens,
  });
}
