import { Outlet, useNavigation } from 'react-router';
import { ApiKeyDialog } from '../../components/api-key-dialog.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Header } from './header.tsx';

/** The shell around every route: skip link, header, a loading bar between routes, the key dialog. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2 dark:bg-slate-900"
      >
        Skip to content
      </a>
      <Header />
      {navigation.state === 'loading' ? <ProgressBar label="Loading page" className="h-0.5 rounded-none" /> : null}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-5 outline-none">
        <Outlet />
      </main>
      <ApiKeyDialog />
    </div>
  );
}
