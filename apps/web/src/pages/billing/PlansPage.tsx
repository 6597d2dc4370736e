import PlaceholderPage from '../PlaceholderPage';

/** Plans screen: being built in issue 7. */
export default function PlansPage() {
  return <PlaceholderPage />;
}
