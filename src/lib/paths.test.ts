import { describe, expect, it } from 'vitest';
import { canonicalPath, domainScreenOf, domainScreenPath, pageParts, paths } from './paths.ts';

const IDN_PATH = '/domains/%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84';

describe('paths', () => {
  it('builds each screen’s path with every segment percent-encoded', () => {
    expect(paths.home()).toBe('/');
    expect(paths.records('пример.рф')).toBe(`${IDN_PATH}/records`);
    expect(paths.snapshots('example.com')).toBe('/domains/example.com/snapshots');
    expect(paths.snapshot('example.com', '9050')).toBe('/domains/example.com/snapshots/9050');
    expect(paths.snapshot('example.com', '90/50')).toBe('/domains/example.com/snapshots/90%2F50');
    expect(paths.geo('example.com')).toBe('/domains/example.com/geo');
    expect(paths.template('1001')).toBe('/templates/1001');
    expect(paths.template('10?01')).toBe('/templates/10%3F01');
  });

  it('adds a search given as text, with or without its “?”, or as parameters, and nothing for an empty one', () => {
    expect(paths.records('example.com', 'order_by=record_ttl')).toBe(
      '/domains/example.com/records?order_by=record_ttl',
    );
    expect(paths.records('example.com', '?limit=25')).toBe('/domains/example.com/records?limit=25');
    expect(paths.geo('example.com', new URLSearchParams({ q: 'bay ern' }))).toBe('/domains/example.com/geo?q=bay+ern');
    expect(paths.snapshot('example.com', '9050', 'tab=geo')).toBe('/domains/example.com/snapshots/9050?tab=geo');
    expect(paths.template('1001', 'domain_name=example.com')).toBe('/templates/1001?domain_name=example.com');
    expect(paths.records('example.com', '')).toBe('/domains/example.com/records');
    expect(paths.records('example.com', '?')).toBe('/domains/example.com/records');
    expect(paths.geo('example.com', new URLSearchParams())).toBe('/domains/example.com/geo');
    // Only a leading “?” is dropped.
    expect(paths.records('example.com', 'search_text=why?')).toBe('/domains/example.com/records?search_text=why?');
  });

  it('names a history’s record by its id, or by name and type', () => {
    expect(paths.history('example.com', { id: '986' })).toBe('/domains/example.com/history?id=986');
    expect(paths.history('пример.рф', { name: 'www.пример.рф', type: 'A' })).toBe(
      `${IDN_PATH}/history?name=www.%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84&type=A`,
    );
  });

  it('writes a comparison with what it compares with, always', () => {
    expect(paths.compare('example.com', '9040', 'current')).toBe(
      '/domains/example.com/snapshots/9040/compare?with=current',
    );
    expect(paths.compare('пример.рф', '5010', '5030')).toBe(`${IDN_PATH}/snapshots/5010/compare?with=5030`);
  });

  it('names the part of the GEO page a link lands on after its search, with or without one', () => {
    expect(paths.geo('example.com', 'record=www.example.com&record_type=A', pageParts.geoAnswers)).toBe(
      '/domains/example.com/geo?record=www.example.com&record_type=A#coverage-heading',
    );
    expect(paths.geo('example.com', '', pageParts.geoAnswers)).toBe('/domains/example.com/geo#coverage-heading');
  });
});

describe('domainScreenOf', () => {
  it.each([
    ['/domains/example.com/records', 'records'],
    ['/domains/example.com/snapshots', 'snapshots'],
    ['/domains/example.com/snapshots/9050/compare', 'snapshots'],
    ['/domains/example.com/geo', 'geo'],
    [`${IDN_PATH}/geo/`, 'geo'],
  ])('%s is on the %s screen', (pathname, screen) => {
    expect(domainScreenOf(pathname)).toBe(screen);
  });

  it.each([
    '/',
    '/domains/example.com',
    '/domains/example.com/geography',
    '/domains//records',
    '/domains/a/b/records',
    '/elsewhere/domains/example.com/records',
    '/templates/1001',
  ])('%s is on no screen of a domain', (pathname) => {
    expect(domainScreenOf(pathname)).toBeNull();
  });
});

describe('domainScreenPath', () => {
  it('leads to the same screen of another domain', () => {
    expect(domainScreenPath('records', 'пример.рф')).toBe(`${IDN_PATH}/records`);
    expect(domainScreenPath('snapshots', 'example.com')).toBe('/domains/example.com/snapshots');
    expect(domainScreenPath('geo', 'example.com')).toBe('/domains/example.com/geo');
  });

  it('is where domainScreenOf finds that screen', () => {
    for (const screen of ['records', 'snapshots', 'geo'] as const) {
      expect(domainScreenOf(domainScreenPath(screen, 'large.example.net'))).toBe(screen);
    }
  });
});

describe('canonicalPath', () => {
  it('leads a domain in Punycode, capitals or with a trailing dot to its Unicode form, the rest of the path kept', () => {
    expect(canonicalPath('/domains/xn--e1afmkfd.xn--p1ai/records')).toBe(`${IDN_PATH}/records`);
    expect(canonicalPath('/domains/EXAMPLE.COM/snapshots/9050/compare')).toBe(
      '/domains/example.com/snapshots/9050/compare',
    );
    expect(canonicalPath('/domains/example.com./geo')).toBe('/domains/example.com/geo');
    expect(canonicalPath('/domains/%D0%9F%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84/geo')).toBe(`${IDN_PATH}/geo`);
  });

  it('leads a domain without a screen to its records', () => {
    expect(canonicalPath('/domains/example.com')).toBe('/domains/example.com/records');
    expect(canonicalPath('/domains/example.com/')).toBe('/domains/example.com/records');
    expect(canonicalPath('/domains/xn--e1afmkfd.xn--p1ai')).toBe(`${IDN_PATH}/records`);
  });

  it('leads a snapshot id with spaces around it to the id, on the snapshot and its comparison', () => {
    expect(canonicalPath('/domains/example.com/snapshots/9050%09')).toBe('/domains/example.com/snapshots/9050');
    expect(canonicalPath('/domains/EXAMPLE.COM/snapshots/%209050/compare')).toBe(
      '/domains/example.com/snapshots/9050/compare',
    );
    for (const path of [
      '/domains/example.com/snapshots/9050',
      '/domains/example.com/snapshots/9050/compare',
      '/domains/example.com/snapshots/90%3F50',
      '/domains/example.com/snapshots/%2050/other',
      '/domains/example.com/snapshots/%E0%A4%A',
    ]) {
      expect(canonicalPath(path)).toBeNull();
    }
  });

  it('writes the path’s own words in small letters and drops a slash at its end', () => {
    expect(canonicalPath('/DOMAINS/example.com/Records')).toBe('/domains/example.com/records');
    expect(canonicalPath('/domains/example.com/geo/')).toBe('/domains/example.com/geo');
    expect(canonicalPath('/domains/example.com/History')).toBe('/domains/example.com/history');
    expect(canonicalPath('/domains/example.com/Snapshots/')).toBe('/domains/example.com/snapshots');
    // A snapshot's id keeps its letters: ids are the service's.
    expect(canonicalPath('/domains/EXAMPLE.COM/SNAPSHOTS/Ab9/Compare/')).toBe(
      '/domains/example.com/snapshots/Ab9/compare',
    );
    expect(canonicalPath('/domains/example.com/snapshots/9050/')).toBe('/domains/example.com/snapshots/9050');
    // An id that is no id is left to its page; the rest of the path is still written as the app writes it.
    expect(canonicalPath('/Domains/example.com/snapshots/90%3F50/')).toBe('/domains/example.com/snapshots/90%3F50');
    expect(canonicalPath('/Domains/example.com/no-such-screen')).toBe('/domains/example.com/no-such-screen');
  });

  it('leads a template’s path to the one the app writes: small letters, its id trimmed, no slash at its end', () => {
    expect(canonicalPath('/Templates/1001')).toBe('/templates/1001');
    expect(canonicalPath('/templates/1001/')).toBe('/templates/1001');
    expect(canonicalPath('/templates/%201001')).toBe('/templates/1001');
    expect(canonicalPath('/templates/Ab-1')).toBeNull();
    expect(canonicalPath('/templates/10%2F01')).toBeNull();
    expect(canonicalPath('/templates/%zz/')).toBe('/templates/%zz');
    expect(canonicalPath('/templates/1001/x')).toBeNull();
    expect(canonicalPath('/templates')).toBeNull();
  });

  it('leaves the one path of a view, other paths and invalid domains alone', () => {
    for (const path of [
      '/domains/example.com/records',
      `${IDN_PATH}/geo`,
      // The app's own links are encoded; the router may hand the path over decoded.
      '/domains/пример.рф/geo',
      '/domains/example.com/no-such-screen',
      '/templates/1001',
      '/x/domains/EXAMPLE.COM/records',
      '/',
      '/domains',
      '/domains/',
      '/domains/exa_mple..com/records',
      '/domains/%E0%A4%A/records',
      '/DOMAINS/exa_mple..com/records',
      '/domains/example.com/records//',
    ]) {
      expect(canonicalPath(path)).toBeNull();
    }
  });
});
