// Placeholder until its issue lands: the route exists so that links resolve.
import { Notice } from '../../components/ui/notice.tsx';
import { useDomain } from '../../hooks/use-domain-param.ts';

export function SnapshotDetailPage() {
  const domain = useDomain();
  return (
    <div className="flex flex-col gap-4">
      <title>{`Snapshot · ${domain.unicode} · Zonescope`}</title>
      <h1 className="text-xl font-semibold">Snapshot of {domain.unicode}</h1>
      <Notice>This screen is not built yet.</Notice>
    </div>
  );
}
