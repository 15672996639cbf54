// Replaced by the feature screen as it lands.
export default function AccountsRoute() {
  return <section aria-busy="true" />;
}
