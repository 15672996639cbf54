export { EditionCard } from './edition-card.tsx';
export type { EditionCardProps, EditionInfoItem } from './edition-card.tsx';
