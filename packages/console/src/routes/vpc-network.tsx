// Replaced by the feature screen as it lands.
export default function VpcNetworkRoute() {
  return <section aria-busy="true" />;
}
