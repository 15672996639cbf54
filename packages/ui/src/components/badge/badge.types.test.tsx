// Type tests: each spelled-out union equals its option list (checked by `tsc -b`).
import { describe, expectTypeOf, it } from 'vitest';
import type { badgeAppearanceOptions, badgeSizeOptions, badgeToneOptions } from './badge.tsx';
import type { BadgeAppearance, BadgeSize, BadgeTone } from './badge.tsx';

describe('Badge types', () => {
  it('keeps the unions and the option lists equal', () => {
    expectTypeOf<BadgeTone>().toEqualTypeOf<(typeof badgeToneOptions)[number]>();
    expectTypeOf<BadgeAppearance>().toEqualTypeOf<(typeof badgeAppearanceOptions)[number]>();
    expectTypeOf<BadgeSize>().toEqualTypeOf<(typeof badgeSizeOptions)[number]>();
  });
});
