export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardAction,
  CardContent,
  CardFooter,
} from './card.tsx';
export type { CardActionProps, CardTitleProps } from './card.tsx';
