// Replaced by the feature screen as it lands.
export default function RegisterRoute() {
  return <section aria-busy="true" />;
}
