// Placeholder until its issue lands: the route exists so that links resolve.
import { Notice } from '../../components/ui/notice.tsx';
import { useDomain } from '../../hooks/use-domain-param.ts';

export function GeoPage() {
  const domain = useDomain();
  return (
    <div className="flex flex-col gap-4">
      <title>{`GEO · ${domain.unicode} · Zonescope`}</title>
      <h1 className="text-xl font-semibold">GEO of {domain.unicode}</h1>
      <Notice>This screen is not built yet.</Notice>
    </div>
  );
}
