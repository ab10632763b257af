import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  changeText,
  copyValueLabel,
  DiffText,
  DnsName,
  DnsValue,
  flagsText,
  LONG_VALUE,
  nameText,
  RecordFlags,
  RecordStatus,
  statusText,
  Ttl,
  ttlText,
} from './dns-cells.tsx';
import {
  FailoverBackups,
  failoverBackupsText,
  FailoverCheck,
  failoverCheckText,
  FailoverNotify,
  failoverNotifyText,
  FailoverValues,
  failoverValuesText,
  FieldChanges,
  fieldChangesText,
  type FailoverSettings,
} from './failover-cells.tsx';

/** The texts a line may not break inside: each is one element or one text node, never split by a break point. */
function unbreakableParts(container: HTMLElement): string[] {
  const parts: string[] = [];
  const walk = (node: Node, inside: boolean) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (!inside) parts.push(child.textContent ?? '');
      } else if (child instanceof HTMLElement) {
        if (child.tagName === 'WBR') parts.push('|');
        else if (child.classList.contains('whitespace-nowrap')) parts.push(child.textContent ?? '');
        else walk(child, inside);
      }
    }
  };
  walk(container, false);
  return parts;
}

describe('DnsName', () => {
  it('shows an ordinary name as text in a bidi isolate, without badge or Punycode', () => {
    const { container } = render(<DnsName name="www.example.com" />);
    expect(container.querySelector('bdi')).toHaveTextContent(/^www\.example\.com$/);
    expect(container.textContent).toBe('www.example.com');
  });

  it('lets a long name break after its dots only, never after the hyphen inside a label', () => {
    const { container } = render(<DnsName name="_acme-challenge.mail.example.com" />);
    const bdi = container.querySelector('bdi');
    if (!bdi) throw new Error('no bdi');
    expect(unbreakableParts(bdi)).toEqual(['_acme-challenge.', '|', 'mail.', '|', 'example.', '|', 'com']);
    expect(bdi).not.toHaveClass('wrap-anywhere', 'break-all');
  });

  it('shows the Punycode of an IDN name without flagging it', () => {
    render(<DnsName name="почта.пример.рф" />);
    expect(screen.getByTitle('Punycode: xn--80a1acny.xn--e1afmkfd.xn--p1ai')).toHaveTextContent(
      'Punycode: xn--80a1acny.xn--e1afmkfd.xn--p1ai',
    );
    expect(screen.queryByText('Mixed scripts')).toBeNull();
  });

  it('flags a look-alike, says why to assistive technology, and shows what it really is', () => {
    render(<DnsName name="аpple.example.com" />);
    const badge = screen.getByText('Mixed scripts');
    const reason = '“аpple” mixes Cyrillic and Latin letters, a common trick to imitate another name';
    expect(badge).toHaveAttribute('title', reason);
    expect(badge).toHaveTextContent(`Mixed scripts: ${reason}`);
    expect(screen.getByTitle('Punycode: xn--pple-43d.example.com')).toBeInTheDocument();
  });

  it('flags hidden characters and keeps them in the text', () => {
    const name = 'pay\u200Bpal.example.com';
    const { container } = render(<DnsName name={name} />);
    expect(screen.getByText('Hidden characters')).toHaveAttribute(
      'title',
      'contains invisible or text-reordering characters (U+200B)',
    );
    expect(container.querySelector('bdi')?.textContent).toBe(name);
  });

  it('marks parts of the name as text, never markup from the name', () => {
    const { container } = render(
      <DnsName name="<b>x</b>.аpple.example.com" marks={[{ start: 0, end: 8, kind: 'match' }]} />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('bdi mark')).toHaveTextContent('<b>x</b>');
    expect(screen.getByText('Mixed scripts')).toBeInTheDocument();
  });

  it('shows an empty name as a dash', () => {
    const { container } = render(<DnsName name="" />);
    expect(container.textContent).toBe('—');
  });
});

describe('DnsValue', () => {
  it('never breaks inside the serial or the names of an SOA value', () => {
    const { container } = render(<DnsValue value="ns1.host.net support@host.com 1761000000" />);
    const bdi = container.querySelector('bdi');
    if (!bdi) throw new Error('no bdi');
    expect(bdi.textContent).toBe('ns1.host.net support@host.com 1761000000');
    expect(bdi).toHaveClass('whitespace-pre-wrap');
    expect(bdi).not.toHaveClass('wrap-anywhere', 'break-all');
    // No break point but the spaces: none of these words holds a character a browser breaks after.
    expect(unbreakableParts(bdi)).toEqual(['ns1.host.net', ' ', 'support@host.com', ' ', '1761000000']);
  });

  it('flags a right-to-left override in a value, as in a name, and keeps the text', () => {
    const value = 'invoice\u202Egpj.exe\u202C';
    const { container } = render(<DnsValue value={value} />);
    expect(screen.getByText('Hidden characters')).toHaveAttribute(
      'title',
      'contains invisible or text-reordering characters (U+202E, U+202C)',
    );
    expect(container.querySelector('bdi')?.textContent).toBe(value);
  });

  it('clamps a long value until asked for all of it, and offers a copy', async () => {
    const user = userEvent.setup();
    const value = `v=spf1 ${'include:_spf.example.com '.repeat(20)}~all`;
    expect(value.length).toBeGreaterThan(LONG_VALUE);
    const { container } = render(<DnsValue value={value} copyLabel="Copy value of example.com TXT" />);
    expect(container.querySelector('bdi')).toHaveClass('line-clamp-4');
    await user.click(screen.getByRole('button', { name: `Show all ${value.length} characters` }));
    expect(container.querySelector('bdi')).not.toHaveClass('line-clamp-4');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Copy value of example.com TXT' })).toBeInTheDocument();
  });
});

describe('copyValueLabel', () => {
  it.each<[string, string, Parameters<typeof copyValueLabel>[2], string]>([
    ['example.com', 'MX', { id: '990' }, 'Copy value of example.com MX (record 990)'],
    ['example.com', 'MX', { id: '100202', template: true }, 'Copy value of example.com MX (template record 100202)'],
    [
      'www.example.com',
      'A',
      { id: '986', region: { code: 'DE', name: 'Germany' } },
      'Copy value of www.example.com A in Germany (record 986)',
    ],
    // A snapshot's record may come without an id or a region's name: nothing dangles, the code stands in.
    [
      'www.example.com',
      'A',
      { id: undefined, region: { code: 'DE.BY', name: '' } },
      'Copy value of www.example.com A in DE.BY',
    ],
    ['www.example.com', 'A', { region: { code: '', name: '' } }, 'Copy value of www.example.com A'],
    ['пример.рф', 'TXT', {}, 'Copy value of пример.рф TXT'],
  ])('%s %s %j: “%s”', (name, type, of, label) => {
    expect(copyValueLabel(name, type, of)).toBe(label);
  });
});

describe('Ttl', () => {
  it.each([
    ['3600', '3600 (1 h)'],
    ['5400', '5400 (1 h 30 min)'],
    ['45', '45'],
    ['0', '0'],
    ['', '—'],
  ])('%j reads %j', (ttl, text) => {
    const { container } = render(<Ttl ttl={ttl} />);
    expect(container.textContent).toBe(text);
  });

  it('stays on one line', () => {
    const { container } = render(<Ttl ttl="86400" />);
    expect(container.firstElementChild).toHaveClass('whitespace-nowrap');
  });
});

describe('RecordStatus', () => {
  it('shows a status the service writes as Disabled, in any case or spacing, as a warning', () => {
    render(<RecordStatus status=" DISABLED " />);
    expect(screen.getByText('Disabled')).toHaveClass('bg-amber-50');
  });

  it('says Enabled to assistive technology only, and that a snapshot does not keep it', () => {
    const { rerender } = render(<RecordStatus status="enabled" />);
    expect(screen.getByText('Enabled')).toHaveClass('sr-only');
    rerender(<RecordStatus status={undefined} />);
    expect(screen.getByText('not kept')).toBeVisible();
  });
});

describe('DiffText', () => {
  it('shows old → new with the changed label marked on each side', () => {
    const { container } = render(<DiffText change={{ from: '203.0.113.55', to: '203.0.113.50' }} />);
    expect(container.textContent).toBe('203.0.113.55 → 203.0.113.50');
    expect([...container.querySelectorAll('mark')].map((mark) => [mark.dataset.kind, mark.textContent])).toEqual([
      ['removed', '55'],
      ['added', '50'],
    ]);
  });

  it('flags hidden or text-reordering characters on either side, as a value is', () => {
    render(<DiffText change={{ from: 'invoice\u202Egpj.exe', to: 'invoice.exe\u200B' }} />);
    expect(screen.getByText('Hidden characters')).toHaveAttribute(
      'title',
      'contains invisible or text-reordering characters (U+202E, U+200B)',
    );
  });

  it('shows an empty side as a dash and an empty list in words', () => {
    expect(render(<DiffText change={{ from: '443', to: '' }} />).container.textContent).toBe('443 → —');
    expect(render(<DiffText change={{ from: '["a"]', to: '[]' }} />).container.textContent).toBe('["a"] → (no values)');
  });
});

/** What a cell draws, read as a user reads it (screen-reader-only text left out), spaces aside. */
function drawn(node: ReactNode): string {
  const { container } = render(<div>{node}</div>);
  for (const hidden of container.querySelectorAll('.sr-only')) hidden.remove();
  return (container.textContent ?? '').replaceAll(' ', '');
}

/** A list's items, each a line; any other element, one line. */
function linesOf(element: Element): Element[] {
  return element.tagName === 'UL' ? [...element.children] : [element];
}

/**
 * The widest line a cell of several lines draws: the children of its element, a list's items each a
 * line (or that element, if it has none).
 */
function widestDrawn(node: ReactNode): string {
  const { container } = render(<div>{node}</div>);
  const root = container.firstElementChild?.firstElementChild;
  const lines = root && root.children.length > 0 ? [...root.children].flatMap(linesOf) : [root];
  const texts = lines.map((line) => line?.textContent ?? '');
  return texts.reduce((widest, line) => (line.length > widest.length ? line : widest), '');
}

describe('the texts that size the columns (ColumnFit)', () => {
  it('are what the cells draw', () => {
    for (const ttl of ['0', '45', '60', '300', '3600', '5400', '86400', '90061', 'abc']) {
      expect(ttlText(ttl).replaceAll(' ', '')).toBe(drawn(<Ttl ttl={ttl} />));
    }
    for (const status of [undefined, 'enabled', 'disabled', ' DISABLED ', 'paused']) {
      expect(statusText(status).replaceAll(' ', '')).toBe(drawn(<RecordStatus status={status} />));
    }
    for (const [geo, failover] of [
      ['yes', 'yes'],
      ['yes', 'no'],
      ['no', 'yes'],
      ['no', undefined],
    ] as const) {
      expect(flagsText(geo, failover).replaceAll(' ', '')).toBe(drawn(<RecordFlags geo={geo} failover={failover} />));
    }
    expect(changeText({ from: '300', to: '3600' }).replaceAll(' ', '')).toBe(
      drawn(<DiffText change={{ from: '300', to: '3600' }} />),
    );
    // One line each: the widest is the one drawn for the text.
    const change = { field: 'is_geo', from: 'no', to: 'yes' };
    expect(fieldChangesText([change]).replaceAll(' ', '')).toBe(drawn(<FieldChanges changes={[change]} />));
    expect(fieldChangesText([change, { field: 'record_ttl', from: '300', to: '86400' }])).toMatch(/: 300 → 86400$/);
  });

  it('of a cell of several lines are its widest line, as drawn', () => {
    const settings: FailoverSettings = {
      failover_record_main_value: '192.0.2.10',
      failover_check_type: 'HTTP',
      failover_check_interval: '60',
      failover_return_to_main_value: '1',
      failover_notification_email: 'noc@example.com',
      failover_notification_sms: '',
      failover_backup_values: ['192.0.2.11', '2001:db8::abcd:11', ''],
      failover_additional_port: '8080',
      failover_additional_request: '/health',
      failover_additional_response: '',
    };
    const variants: FailoverSettings[] = [
      settings,
      { ...settings, failover_return_to_main_value: '', failover_additional_port: '' },
      { ...settings, failover_check_type: '', failover_check_interval: '', failover_return_to_main_value: '' },
      {
        ...settings,
        failover_return_to_main_value: '0',
        failover_additional_request: '/a-long-path/to/the/health/check',
        failover_additional_response: 'OK',
      },
      { ...settings, failover_notification_email: '', failover_notification_sms: '+1 555 0100' },
      { ...settings, failover_notification_email: '', failover_notification_sms: '' },
      { ...settings, failover_backup_values: [] },
      { ...settings, failover_backup_values: ['', 'a'] },
      { ...settings, failover_record_main_value: '', failover_backup_values: ['a'] },
      { ...settings, failover_record_main_value: 'a-main-value-longer-than-any-backup.example.net' },
    ];
    for (const record of variants) {
      expect(failoverCheckText(record)).toBe(widestDrawn(<FailoverCheck record={record} />));
      expect(failoverNotifyText(record)).toBe(widestDrawn(<FailoverNotify record={record} />));
      expect(failoverBackupsText(record.failover_backup_values)).toBe(
        widestDrawn(<FailoverBackups values={record.failover_backup_values} />),
      );
      expect(failoverValuesText(record)).toBe(widestDrawn(<FailoverValues record={record} />));
    }
    expect(failoverCheckText(settings)).toBe('back to the main value once it recovers');
    expect(failoverBackupsText(settings.failover_backup_values)).toBe('2001:db8::abcd:11');
  });

  it('take the longer of a name and the Punycode drawn under it', () => {
    expect(nameText('www.example.com')).toBe('www.example.com');
    expect(nameText('пример.рф')).toBe('xn--e1afmkfd.xn--p1ai');
  });
});
