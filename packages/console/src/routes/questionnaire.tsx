import { QuestionnaireScreen } from '../features/onboarding/questionnaire-screen.tsx';

export default function QuestionnaireRoute() {
  return <QuestionnaireScreen />;
}
