// Users of the graph database inside an instance: the root password chosen at creation and the
// other users added in the instance configuration (spec section 5).
import type { z } from 'zod';
import { textField } from './lib/rules.ts';

export const GRAPH_USERNAME_MIN_LENGTH = 2;
export const GRAPH_USERNAME_MAX_LENGTH = 32;
export const GRAPH_PASSWORD_MIN_LENGTH = 6;
export const GRAPH_PASSWORD_MAX_LENGTH = 64;
/** The built-in superuser; its name cannot be given to another user, in any letter case. */
export const GRAPH_ROOT_USERNAME = 'root';

/**
 * Graph username: `^[A-Za-z][A-Za-z0-9_]{1,31}$` and not `root` in any letter case. Problems are
 * reported in this order: characters, first letter, length, reserved name.
 */
export const graphUsername = textField('validation.graph.username-required', (value) => {
  if (value === '') return 'validation.graph.username-required';
  if (!/^[A-Za-z0-9_]+$/.test(value)) return 'validation.graph.username-characters';
  if (!/^[A-Za-z]/.test(value)) return 'validation.graph.username-start';
  if (value.length < GRAPH_USERNAME_MIN_LENGTH || value.length > GRAPH_USERNAME_MAX_LENGTH)
    return 'validation.graph.username-length';
  if (value.toLowerCase() === GRAPH_ROOT_USERNAME) return 'validation.graph.username-reserved';
  return undefined;
});
export type GraphUsername = z.output<typeof graphUsername>;

/**
 * Graph password: 6 to 64 characters from printable ASCII 0x21-0x7E except backtick, single quote,
 * double quote and backslash (so no space either). Characters are reported before length.
 */
export const graphPassword = textField('validation.graph.password-required', (value) => {
  if (value === '') return 'validation.graph.password-required';
  if (!/^[\x21-\x7e]+$/.test(value) || /[`'"\\]/.test(value))
    return 'validation.graph.password-characters';
  if (value.length < GRAPH_PASSWORD_MIN_LENGTH || value.length > GRAPH_PASSWORD_MAX_LENGTH)
    return 'validation.graph.password-length';
  return undefined;
});
export type GraphPassword = z.output<typeof graphPassword>;
