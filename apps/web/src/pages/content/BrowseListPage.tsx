import PlaceholderPage from '../PlaceholderPage';

/** Browsing logs (/user/browseList): being built in issue 6. */
export default function BrowseListPage() {
  return <PlaceholderPage />;
}
