import { useLocalTimeZone } from '../../hooks/use-page-time.ts';
import { describeManagedSoa, type ManagedSoaDifference, type SideNames } from './managed-soa.ts';

/**
 * How the SOA differs between the two sides of a rollback, told apart from what the rollback would
 * do: the service maintains the SOA and a rollback does not set it (see `managed-soa.ts`). The
 * same sentences as in the text and JSON reports, but for the times, which are the page's.
 */
export function ManagedSoaNote({
  soa,
  sides,
}: {
  soa: ManagedSoaDifference<{ readonly record_value: string }>;
  sides: SideNames;
}) {
  // Serials' times in the page's time zone, like the two sides' times above the note.
  const [intro, ...differences] = describeManagedSoa(soa, sides, useLocalTimeZone());
  return (
    <section
      aria-labelledby="managed-soa-heading"
      className="flex flex-col gap-1 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 dark:border-brand-700 dark:bg-brand-700/20 dark:text-slate-100"
    >
      <h2 id="managed-soa-heading" className="font-semibold">
        The SOA record differs: the service maintains it
      </h2>
      <p>{intro}</p>
      {differences.length > 0 ? (
        <ul className="list-disc pl-5 break-words">
          {differences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
