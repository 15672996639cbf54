// Replaced by the feature screen as it lands.
export default function LoginRoute() {
  return <section aria-busy="true" />;
}
