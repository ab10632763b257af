import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, NavLink, useMatch } from 'react-router';
import { serverConfigQueries } from '../../api/server-config.ts';
import { openKeyDialog } from '../../components/api-key-dialog-store.ts';
import { useStoredApiKey } from '../../components/api-key-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';
import { DomainSwitcher } from './domain-switcher.tsx';
import { TemplateOpener } from './template-opener.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export function Header() {
  const config = useQuery(serverConfigQueries.config());
  const stored = useStoredApiKey();
  const keyLabel = config.data?.serverOverridesKey
    ? 'API key: set by server'
    : stored
      ? 'API key: saved'
      : config.data?.serverSuppliesKey
        ? 'API key: demo'
        : 'API key: none';

  return (
    <header className="border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
        <Link to={paths.home()} className="flex items-center gap-2 text-base font-semibold">
          <img src="/favicon.svg" alt="" className="size-6" />
          Zonescope
        </Link>
        {config.data?.mode === 'demo' ? (
          <Badge tone="violet" title="Data comes from the embedded demo API">
            Demo API
          </Badge>
        ) : null}
        <DomainNav />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <DomainSwitcher />
          <TemplateOpener />
          <Button size="sm" variant="ghost" onClick={() => openKeyDialog('requested')}>
            {keyLabel}
          </Button>
          <ThemeToggle />
        </div>
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
    <nav aria-label={`Screens of ${unicode}`} className="flex min-w-0 items-center gap-1">
      <span
        className="mr-1 max-w-64 truncate font-mono text-sm text-slate-600 dark:text-slate-300"
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
              'rounded-md px-2.5 py-1.5 text-sm font-medium',
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
