// Placeholder: replaced by the real shell.
import { Outlet } from 'react-router';
export default function ShellLayout() {
  return <Outlet />;
}
