import PlaceholderPage from '../PlaceholderPage';

/** Replaced by its owner in issue 5. */
export default function TemplatesPage() {
  return <PlaceholderPage />;
}
