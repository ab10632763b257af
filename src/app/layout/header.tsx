import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, NavLink, useMatch, useNavigation } from 'react-router';
import { serverConfigQueries } from '../../api/server-config.ts';
import { openKeyDialog } from '../../components/api-key-dialog-store.ts';
import { useStoredApiKey } from './api-key-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { parseDomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';
import { DomainSwitcher } from './domain-switcher.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { TemplateOpener } from './template-opener.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * One row of fixed height (`--app-header-height`), sticky at the top: the name, the current
 * domain's screens, and the tools (in a menu below 1280 px). Every part that varies with the domain
 * is capped in width, so a long name truncates rather than pushing the row onto two lines.
 */
export function Header() {
  const config = useQuery(serverConfigQueries.config());
  const stored = useStoredApiKey();
  const navigation = useNavigation();
  const keyLabel = config.data?.serverOverridesKey
    ? 'API key: set by server'
    : stored
      ? 'API key: saved'
      : config.data?.serverSuppliesKey
        ? 'API key: demo'
        : 'API key: none';

  return (
    <header className="sticky top-0 z-30 h-(--app-header-height) border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="relative mx-auto flex h-full max-w-screen-2xl items-center gap-2 px-4 sm:gap-3 xl:gap-2">
        <Link to={paths.home()} className="flex shrink-0 items-center gap-2 text-base font-semibold">
          <img src="/favicon.svg" alt="" className="size-6" />
          <span className="sr-only sm:not-sr-only">Zonescope</span>
        </Link>
        {config.data?.mode === 'demo' ? (
          // Below 360 px the row has no room for it beside the screens' links: the menu says "API key: demo".
          <Badge tone="violet" title="Data comes from the embedded demo API" className="shrink-0 max-[359px]:hidden">
            Demo<span className="hidden sm:inline">&nbsp;API</span>
          </Badge>
        ) : null}
        <DomainNav />
        <HeaderMenu>
          <DomainSwitcher />
          <TemplateOpener />
          <Button size="sm" variant="ghost" onClick={() => openKeyDialog('requested')} className="justify-start">
            {keyLabel}
          </Button>
          <ThemeToggle />
        </HeaderMenu>
        {navigation.state === 'loading' ? (
          <ProgressBar label="Loading page" className="absolute inset-x-0 -bottom-px h-0.5 rounded-none" />
        ) : null}
      </div>
    </header>
  );
}

const NAV_ITEMS = [
  { label: 'Records', to: paths.records },
  { label: 'Snapshots', to: paths.snapshots },
  { label: 'GEO', to: paths.geo },
] as const;

/** Links to the current domain's screens, when the route has a valid domain. */
function DomainNav() {
  // The header sits above the domain routes, so it reads the domain from the URL itself.
  const domainParam = useMatch('/domains/:domain/*')?.params.domain;
  const result = useMemo(() => (domainParam === undefined ? null : parseDomainName(domainParam)), [domainParam]);
  if (!result?.ok) return null;
  const { unicode, ascii } = result.domain;
  return (
    <nav aria-label={`Screens of ${unicode}`} className="flex min-w-0 items-center gap-0.5 sm:gap-1">
      {/* On a phone the page's heading names the domain; the header keeps its room for the links. */}
      <span
        className="mr-1 hidden max-w-40 min-w-0 truncate xl:max-w-48 font-mono text-sm text-slate-600 sm:inline lg:max-w-56 dark:text-slate-300"
        title={unicode === ascii ? unicode : `${unicode} (${ascii})`}
      >
        {unicode}
      </span>
      {NAV_ITEMS.map((item) => (
        <NavLink
          key={item.label}
          to={item.to(unicode)}
          className={({ isActive }) =>
            classNames(
              'shrink-0 rounded-md px-2 py-1.5 text-sm font-medium sm:px-2.5',
              isActive
                ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100'
                : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
