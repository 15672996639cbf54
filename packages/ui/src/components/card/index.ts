export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardAction,
  CardContent,
  CardFooter,
} from './card.tsx';
export type { CardTitleProps } from './card.tsx';
