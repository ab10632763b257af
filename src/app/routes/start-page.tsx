import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { serverConfigQueries } from '../../api/server-config.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import { useExternalStore } from '../../hooks/use-external-store.ts';
import { useUrlState } from '../../hooks/use-url-state.tsx';
import { paths } from '../../lib/paths.ts';
import { forgetRecent, recentItemsStore } from '../../lib/recent-items.ts';
import { defineUrlState } from '../../lib/url-state.ts';

/** The start page has no parameters: a link that gives it some is told they were ignored, as on every screen. */
const startUrlState = defineUrlState({});

export function StartPage() {
  const config = useQuery(serverConfigQueries.config());
  const { domains: recentDomains, templates: recentTemplates } = useExternalStore(recentItemsStore);
  const { problems, dropProblems } = useUrlState(startUrlState);

  return (
    <div className="flex flex-col gap-8">
      <title>Zonescope</title>
      <section>
        <h1 className="text-2xl font-semibold">Zonescope</h1>
        <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">
          Browse a domain's records, inspect snapshots before rolling a zone back, see which records can carry GEO
          answers, and preview record templates. Open a domain or a template from the header, or pick one below.
        </p>
      </section>
      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />

      <section aria-labelledby="recent-heading" className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <h2 id="recent-heading" className="text-lg font-semibold">
            Recent on this device
          </h2>
          {recentDomains.length + recentTemplates.length > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                forgetRecent('domains');
                forgetRecent('templates');
              }}
            >
              Forget
            </Button>
          ) : null}
        </div>
        {recentDomains.length + recentTemplates.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Domains and templates you open will appear here.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {recentDomains.map((domain) => (
              <li key={`d-${domain}`}>
                <Link to={paths.records(domain)} className={chipClasses}>
                  {domain}
                </Link>
              </li>
            ))}
            {recentTemplates.map((templateId) => (
              <li key={`t-${templateId}`}>
                <Link to={paths.template(templateId)} className={chipClasses}>
                  Template {templateId}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {config.isPending ? <SkeletonRows rows={4} label="Loading server settings…" /> : null}
      {config.isError ? (
        <ApiErrorNotice what="the server settings" error={config.error} onRetry={() => void config.refetch()} />
      ) : null}
      {config.data?.demo ? (
        <section aria-labelledby="demo-heading" className="flex flex-col gap-3">
          <h2 id="demo-heading" className="text-lg font-semibold">
            Demo data
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            This server answers from its embedded demo API. Set DNS_API_UPSTREAM to browse a real service.
          </p>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {config.data.demo.domains.map((domain) => (
              <article key={domain.name} className={cardClasses}>
                <h3 className="font-mono font-semibold">
                  <Link to={paths.records(domain.name)} className={textLinkClasses}>
                    {domain.name}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{domain.description}</p>
                <p className="flex gap-3 text-sm">
                  <Link to={paths.snapshots(domain.name)} className={textLinkClasses}>
                    Snapshots
                  </Link>
                  <Link to={paths.geo(domain.name)} className={textLinkClasses}>
                    GEO
                  </Link>
                </p>
              </article>
            ))}
            {config.data.demo.templates.map((template) => (
              <article key={template.id} className={cardClasses}>
                <h3 className="font-semibold">
                  <Link to={paths.template(template.id)} className={textLinkClasses}>
                    Template {template.id}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{template.description}</p>
              </article>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

const chipClasses =
  'inline-block rounded-full border border-slate-300 px-3 py-1 font-mono text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';
const cardClasses = 'flex flex-col gap-1.5 rounded-lg border border-slate-200 p-4 dark:border-slate-800';
