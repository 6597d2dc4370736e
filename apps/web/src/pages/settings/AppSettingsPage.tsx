import PlaceholderPage from '../PlaceholderPage';

/** Site settings (/settings/appSettings): being built in issue 6. */
export default function AppSettingsPage() {
  return <PlaceholderPage />;
}
