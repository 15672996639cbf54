import { QueryScreen } from '../features/query/query-screen.tsx';

export default function QueryRoute() {
  return <QueryScreen />;
}
