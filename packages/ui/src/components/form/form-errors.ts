import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Paths of every error in a react-hook-form error tree (`name`, `allowedIps.2.ip`), in the order
 * the tree lists them. A node with a `message` or a `type` is a leaf; `ref` is skipped because it
 * points at a DOM element.
 */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const record = node as Record<string, unknown>;
    if (typeof record['message'] === 'string' || typeof record['type'] === 'string') {
      paths.push(path);
    } else {
      paths.push(...errorPaths(record as FieldErrors, path));
    }
  }
  return paths;
}

/** The first field path with an error (root errors excluded: they have no control). */
export function firstErrorPath(errors: FieldErrors): string | undefined {
  return errorPaths(errors).find((path) => path !== 'root' && !path.startsWith('root.'));
}

/** Where `setServerFieldErrors` put each server error. */
export interface ServerFieldErrorsResult {
  /** Paths that matched a form value and now show their error in place. */
  fields: string[];
  /** Paths the form does not have; their first message went to `root.server`. */
  unmatched: string[];
}

/**
 * Shows the server's refused fields (`data.fields: { fieldName: messageKey }`, DECISIONS.md) in
 * place: each key becomes that field's error (translated by the form's `translate`), and focus
 * moves to the first one. A path the form does not hold cannot be shown in place, so its message
 * goes to `root.server` (render it with `<FormError name="root.server" />`) instead of vanishing.
 */
export function setServerFieldErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
  fieldErrors: Readonly<Record<string, string>>,
): ServerFieldErrorsResult {
  const fields: string[] = [];
  const unmatched: string[] = [];
  for (const [path, messageKey] of Object.entries(fieldErrors)) {
    const known = path !== '' && form.getValues(path as Path<TValues>) !== undefined;
    if (known) {
      form.setError(
        path as Path<TValues>,
        { type: 'server', message: messageKey },
        { shouldFocus: fields.length === 0 },
      );
      fields.push(path);
    } else {
      if (unmatched.length === 0) {
        form.setError('root.server', { type: 'server', message: messageKey });
      }
      unmatched.push(path);
    }
  }
  return { fields, unmatched };
}
