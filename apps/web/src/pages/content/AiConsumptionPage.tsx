import PlaceholderPage from '../PlaceholderPage';

/** AI usage log (/user/aiConsumption): being built in issue 6. */
export default function AiConsumptionPage() {
  return <PlaceholderPage />;
}
