import PlaceholderPage from '../PlaceholderPage';

/** Users (/user/users): being built in issue 6. */
export default function UsersPage() {
  return <PlaceholderPage />;
}
