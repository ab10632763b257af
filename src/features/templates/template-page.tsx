// Placeholder until its issue lands: the route exists so that links resolve.
import { useParams } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';

export function TemplatePage() {
  const { templateId = '' } = useParams();
  return (
    <div className="flex flex-col gap-4">
      <title>{`Template ${templateId} · Zonescope`}</title>
      <h1 className="text-xl font-semibold">Template {templateId}</h1>
      <Notice>This screen is not built yet.</Notice>
    </div>
  );
}
