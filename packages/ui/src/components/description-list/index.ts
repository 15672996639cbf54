export {
  DescriptionList,
  descriptionListVariants,
  descriptionListLayoutOptions,
  descriptionListColumnOptions,
} from './description-list.tsx';
export type {
  DescriptionListProps,
  DescriptionListItem,
  DescriptionListLayout,
  DescriptionListColumns,
} from './description-list.tsx';
