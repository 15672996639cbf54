// Type tests for public props: `tsc -b` checks them (a wrong @ts-expect-error fails the build);
// the runtime assertions are no-ops.
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { ControlSize, controlSizeOptions } from '../../lib/control.ts';
import type {
  IconButton,
  IconButtonSize,
  IconButtonVariant,
  iconButtonSizeOptions,
  iconButtonVariantOptions,
} from '../icon-button/icon-button.tsx';
import type {
  Button,
  ButtonSize,
  ButtonVariant,
  buttonSizeOptions,
  buttonVariantOptions,
} from './button.tsx';

describe('Button types', () => {
  it('derives the variant union from the option list', () => {
    expectTypeOf<ButtonVariant>().toEqualTypeOf<(typeof buttonVariantOptions)[number]>();
    expectTypeOf<ButtonSize>().toEqualTypeOf<(typeof buttonSizeOptions)[number]>();
    expectTypeOf<IconButtonVariant>().toEqualTypeOf<(typeof iconButtonVariantOptions)[number]>();
    expectTypeOf<IconButtonSize>().toEqualTypeOf<(typeof iconButtonSizeOptions)[number]>();
    expectTypeOf<ControlSize>().toEqualTypeOf<(typeof controlSizeOptions)[number]>();
  });

  it('rejects unknown variants and requires an IconButton label', () => {
    // @ts-expect-error: 'huge' is not a size
    const badSize: ComponentProps<typeof Button> = { size: 'huge' };
    // @ts-expect-error: an icon-only button needs its accessible name
    const noLabel: ComponentProps<typeof IconButton> = { icon: null };
    // @ts-expect-error: an icon alone is never a link
    const linkIcon: ComponentProps<typeof IconButton> = { label: 'x', icon: null, variant: 'link' };
    expectTypeOf(badSize).not.toBeNever();
    expectTypeOf(noLabel).not.toBeNever();
    expectTypeOf(linkIcon).not.toBeNever();
  });
});
