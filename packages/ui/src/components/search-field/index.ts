export { SearchField } from './search-field.tsx';
export type { SearchFieldProps } from './search-field.tsx';
