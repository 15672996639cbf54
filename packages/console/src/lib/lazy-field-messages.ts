/**
 * Field message texts for the sign-in forms, which load their rules lazily (lib/lazy-resolver.ts):
 * the texts (every validation and API message, about 3 KiB gzip) arrive in the same chunk as the
 * rules, which registers them here, instead of with the page. A field error exists only once the
 * rules have run (or the form was submitted, which runs them first), so the texts are always there
 * when one shows. Other forms use `field-messages.ts`, which carries the texts itself.
 */
let texts: ((key: string) => string) | undefined;

/** Called by the chunk that carries the texts when it loads. */
export function setFieldMessageTexts(text: (key: string) => string): void {
  texts = text;
}

/** Text for a field message key; a server message that is already text is shown as it is. */
export const translateFieldMessage = (key: string): string => texts?.(key) ?? key;
