export { Amount, amountVariants, amountToneOptions } from './amount.tsx';
export type { AmountProps, AmountTone } from './amount.tsx';
export { formatAmount, formatAmountParts, amountKinds, MICROS_PER_UNIT } from '../../lib/money.ts';
export type { AmountKind, AmountParts, FormatAmountOptions } from '../../lib/money.ts';
