import { describe, expect, it } from 'vitest';
import { hostnameOf, isAllowedHost, parseAllowedHost } from './allowed-hosts.ts';

describe('isAllowedHost', () => {
  it.each([
    'localhost',
    'localhost:4173',
    'LOCALHOST.',
    'app.localhost:80',
    '127.0.0.1',
    '127.0.0.1:4173',
    '127.8.9.10:1',
    '[::1]',
    '[::1]:4173',
  ])('allows the loopback name or address %s, on any port', (host) => {
    expect(isAllowedHost(host, [])).toBe(true);
  });

  it.each([
    'attacker.example',
    'attacker.example:4173',
    'localhost.attacker.example',
    '127.0.0.1.nip.io',
    '127.0.0.256',
    '0.0.0.0',
    '192.168.1.5',
    '[::2]',
    '',
    'localhost:4173 evil',
    'user@localhost',
  ])('refuses %s by default', (host) => {
    expect(isAllowedHost(host, [])).toBe(false);
  });

  it('allows the listed names, and the names below one listed with a dot', () => {
    const allowed = ['dns.example.net', '.corp.example', '192.0.2.7', '[2001:db8::7]'];
    for (const host of ['dns.example.net', 'DNS.example.net:443', 'corp.example', 'a.b.corp.example', '192.0.2.7:80']) {
      expect(isAllowedHost(host, allowed)).toBe(true);
    }
    expect(isAllowedHost('[2001:db8::7]:8080', allowed)).toBe(true);
    for (const host of ['example.net', 'x.dns.example.net', 'evilcorp.example', 'dns.example.net.evil']) {
      expect(isAllowedHost(host, allowed)).toBe(false);
    }
  });
});

describe('hostnameOf and parseAllowedHost', () => {
  it('read host names without port, case or trailing dot', () => {
    expect(hostnameOf('Example.COM.:8080')).toBe('example.com');
    expect(hostnameOf('[::1]:4173')).toBe('[::1]');
    expect(parseAllowedHost(' .Corp.Example ')).toBe('.corp.example');
  });

  it.each([
    'https://dns.example.net',
    'dns.example.net:443',
    'dns.example.net/path',
    '*',
    '*.example.net',
    '.',
    'a..b',
    '::1',
  ])('refuses %s as an entry', (entry) => {
    expect(parseAllowedHost(entry)).toBeNull();
  });
});
