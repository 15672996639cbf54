import { BlazeCreateScreen } from '../features/blaze-create/blaze-create-screen.tsx';

/** The four routes of the Blaze create wizard render this one screen; the path is the step. */
export default function BlazeCreateRoute() {
  return <BlazeCreateScreen />;
}
