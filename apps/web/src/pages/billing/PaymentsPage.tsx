import PlaceholderPage from '../PlaceholderPage';

/** Payments screen: being built in issue 7. */
export default function PaymentsPage() {
  return <PlaceholderPage />;
}
