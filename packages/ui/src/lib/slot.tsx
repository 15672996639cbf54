import {
  Children,
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { composeRefs } from './compose-refs.ts';

// `asChild` support: renders the only child with the slot's props merged in. It does what Radix's
// `Slot` does for our components (child props win, event handlers and refs are composed, class
// names joined, styles merged) at a third of its size: Radix's Slot was a fifth of a lone Button's
// bytes (docs/decisions.md "Foundations").

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  /** Exactly one element, which is rendered with the slot's props. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** Renders its only child with these props merged into the child's own. */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement<Props>(children)) {
    // Several children are a mistake worth an error; nothing (or text) renders nothing.
    if (Children.count(children) > 1) Children.only(null);
    return null;
  }
  const childProps = children.props;
  const props: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function')
      // The child's own handler runs first, as with Radix.
      props[name] =
        typeof childValue === 'function'
          ? (...args: unknown[]) => {
              const result = (childValue as Handler)(...args);
              (slotValue as Handler)(...args);
              return result;
            }
          : slotValue;
    else if (name === 'style')
      props.style = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className')
      props.className = [slotValue, childValue].filter(Boolean).join(' ');
    else if (name === 'ref' && childValue)
      props.ref = composeRefs([slotValue as Ref<HTMLElement>, childValue as Ref<HTMLElement>]);
  }
  return cloneElement(children, props);
}
