import { fieldMessageText } from '@quiver/contract/wire';

/**
 * Text for a field message key from `@quiver/validation` or the contract (English; the shared
 * packages own these catalogues). A server message that is already text is shown as it is.
 */
export const translateFieldMessage = (key: string): string => fieldMessageText(key);
