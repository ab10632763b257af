import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordName } from './record-name.tsx';

describe('RecordName', () => {
  it('shows an ordinary name as text in a bidi isolate, without badge or Punycode', () => {
    const { container } = render(<RecordName name="www.example.com" />);
    expect(container.querySelector('bdi')).toHaveTextContent(/^www\.example\.com$/);
    expect(container.textContent).toBe('www.example.com');
  });

  it('shows the Punycode of an IDN name without flagging it', () => {
    render(<RecordName name="почта.пример.рф" />);
    expect(screen.getByText('почта.пример.рф')).toBeInTheDocument();
    expect(screen.getByTitle('Punycode: xn--80a1acny.xn--e1afmkfd.xn--p1ai')).toHaveTextContent(
      'Punycode: xn--80a1acny.xn--e1afmkfd.xn--p1ai',
    );
    expect(screen.queryByText('Mixed scripts')).toBeNull();
  });

  it('flags a look-alike, says why to assistive technology, and shows what it really is', () => {
    render(<RecordName name="аpple.example.com" />);
    const badge = screen.getByText('Mixed scripts');
    const reason = '“аpple” mixes Cyrillic and Latin letters, a common trick to imitate another name';
    expect(badge).toHaveAttribute('title', reason);
    expect(badge).toHaveTextContent(`Mixed scripts: ${reason}`);
    expect(screen.getByTitle('Punycode: xn--pple-43d.example.com')).toBeInTheDocument();
  });

  it('flags hidden characters and keeps them in the text', () => {
    const name = 'pay\u200Bpal.example.com';
    const { container } = render(<RecordName name={name} />);
    expect(screen.getByText('Hidden characters')).toHaveAttribute(
      'title',
      'contains invisible or text-reordering characters (U+200B)',
    );
    expect(container.querySelector('bdi')?.textContent).toBe(name);
  });

  it('renders marked children in place of the plain name, never markup from the name', () => {
    const { container } = render(
      <RecordName name="<b>x</b>.аpple.example.com">
        <mark>{'<b>x</b>'}</mark>.аpple.example.com
      </RecordName>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('bdi mark')).toHaveTextContent('<b>x</b>');
    expect(screen.getByText('Mixed scripts')).toBeInTheDocument();
  });
});
