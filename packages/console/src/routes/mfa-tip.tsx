// Replaced by the feature screen as it lands.
export default function MfaTipRoute() {
  return <section aria-busy="true" />;
}
