import { isApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import '../../../i18n/areas/instances/index.ts';

/**
 * What a failed lifecycle call says in its dialog: the server's refusal (spec section 8 messages
 * such as 'Failed to start the instance, check the payment method.'), or the client's own message
 * for a server error. The calls are silent, so this is the only place it is said.
 */
export function useActionErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) =>
    isApiError(error) && error.message !== '' ? error.message : t('instances.confirm.failed');
}
