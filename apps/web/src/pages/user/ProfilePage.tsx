import PlaceholderPage from '../PlaceholderPage';

/** Profile (/user/profile): being built in issue 6. */
export default function ProfilePage() {
  return <PlaceholderPage />;
}
