import PlaceholderPage from '../PlaceholderPage';

/** Menus (/menu/menus): being built in issue 6. */
export default function MenusPage() {
  return <PlaceholderPage />;
}
