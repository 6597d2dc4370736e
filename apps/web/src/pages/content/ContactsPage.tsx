import PlaceholderPage from '../PlaceholderPage';

/** Contacts (/settings/contacts): being built in issue 6. */
export default function ContactsPage() {
  return <PlaceholderPage />;
}
