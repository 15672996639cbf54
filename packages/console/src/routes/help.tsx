// Replaced by the feature screen as it lands.
export default function HelpRoute() {
  return <section aria-busy="true" />;
}
