import PlaceholderPage from '../PlaceholderPage';

/** Replaced by its owner in issue 3. */
export default function QuestionsPage() {
  return <PlaceholderPage />;
}
