import { useEffect } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { CodeInput, FormControl, cn, useFormField } from '@quiver/ui';

export interface FormCodeInputProps {
  /**
   * Focus the field when it appears: for a step that asks for nothing else, or a form that replaced
   * the button the user just pressed (focus would otherwise fall back to the page).
   */
  focusOnMount?: boolean;
  className?: string;
}

/**
 * The 6-digit code of the enclosing `FormField` (authenticator or e-mailed code), drawn by the
 * design system's `CodeInput`: one native input under six boxes, so the field's `FormLabel`,
 * description and error stay wired to it (id, `aria-describedby`, `aria-invalid`), one-time-code
 * autofill works and a pasted "123 456" fills every box. react-hook-form's `setFocus` (and the
 * form's focus on the first error) reach the input through its id.
 */
export function FormCodeInput({ focusOnMount, className }: FormCodeInputProps) {
  const { name, controlId } = useFormField();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { ref: registerFocus } = field;
  useEffect(() => {
    registerFocus({ focus: () => document.getElementById(controlId)?.focus() });
  }, [registerFocus, controlId]);
  return (
    <FormControl>
      <CodeInput
        label={null}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        invalid={fieldState.invalid}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the code is all the step asks
        autoFocus={focusOnMount}
        // Six 44 px boxes need 304 px; on a narrower panel (a 360 px phone) they share the width.
        className={cn(
          'w-full max-w-76 [&>[data-slot=code-input-box]]:w-auto [&>[data-slot=code-input-box]]:min-w-0 [&>[data-slot=code-input-box]]:flex-1',
          className,
        )}
      />
    </FormControl>
  );
}
