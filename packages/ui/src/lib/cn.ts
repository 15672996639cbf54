import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes.ts';

/**
 * Joins class names and lets later Tailwind utilities win over earlier conflicting ones, so a
 * consumer's `className` (always merged last) can override a recipe's default. The merge is
 * tailwind-merge's, narrowed to the utility groups our recipes use (see merge-classes.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
