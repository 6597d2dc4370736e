import PlaceholderPage from '../PlaceholderPage';

/** Roles (/user/roles): being built in issue 6. */
export default function RolesPage() {
  return <PlaceholderPage />;
}
