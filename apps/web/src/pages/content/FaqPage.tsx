import PlaceholderPage from '../PlaceholderPage';

/** FAQ (/settings/faq): being built in issue 6. */
export default function FaqPage() {
  return <PlaceholderPage />;
}
