export {
  Footer,
  footerVariants,
  defaultFooterLabels,
  copyrightLine,
  copyrightStartYear,
} from './footer.tsx';
export type { FooterProps, FooterLabels } from './footer.tsx';
