// Replaced by the feature screen as it lands.
export default function DashboardRoute() {
  return <section aria-busy="true" />;
}
