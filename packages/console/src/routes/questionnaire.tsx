// Replaced by the feature screen as it lands.
export default function QuestionnaireRoute() {
  return <section aria-busy="true" />;
}
