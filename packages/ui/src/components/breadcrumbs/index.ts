export {
  Breadcrumbs,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './breadcrumbs.tsx';
export type { BreadcrumbsProps, BreadcrumbLinkProps } from './breadcrumbs.tsx';
