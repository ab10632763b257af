import { paths } from '../../lib/paths.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { OpenForm } from './open-form.tsx';

/** Opens a template by id (recent ones offered); an id that would change the API path is refused. */
export function TemplateOpener() {
  return (
    <OpenForm
      label="Open a template"
      inputLabel="Template id"
      placeholder="Template id…"
      recentKind="templates"
      inputClassName="xl:w-32"
      resolve={(text) => {
        const result = parseResourceId(text, 'template');
        return result.ok ? { ok: true, to: paths.template(result.id) } : result;
      }}
    />
  );
}
