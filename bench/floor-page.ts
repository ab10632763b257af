// The floor of bench #2: the least a client-rendered React page can do for the same view. It
// fetches the records request the records page makes (its URL comes in the page's hash), and
// renders the first rows as a plain table with React 19: no router, no query cache, no app shell.
// What the records page takes beyond this is what Zonescope itself costs on a cold load.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const COLUMNS = ['record_name', 'record_type', 'record_value', 'record_ttl'] as const;

function field(item: unknown, key: string): string {
  return typeof item === 'object' && item !== null ? String(Reflect.get(item, key) ?? '') : '';
}

async function main(): Promise<void> {
  const response = await fetch(decodeURIComponent(location.hash.slice(1)));
  const body: unknown = await response.json();
  const list: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'response') : undefined;
  // As many rows as the records page paints first in an 800 px window.
  const rows: unknown[] = Array.isArray(list) ? list.slice(0, 22) : [];
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    h(
      'table',
      null,
      h(
        'tbody',
        null,
        rows.map((row) =>
          h(
            'tr',
            { key: field(row, 'record_id') },
            COLUMNS.map((column) => h('td', { key: column }, field(row, column))),
          ),
        ),
      ),
    ),
  );
}

void main();
