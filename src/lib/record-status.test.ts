import { describe, expect, it } from 'vitest';
import { exportedRecordStatus, isDisabledStatus } from './record-status.ts';

describe('isDisabledStatus', () => {
  it.each(['disabled', 'Disabled', ' DISABLED ', 'paused', ''])('treats %j as disabled', (status) => {
    expect(isDisabledStatus(status)).toBe(true);
  });

  it.each(['enabled', 'Enabled', ' ENABLED\t'])('treats %j as enabled', (status) => {
    expect(isDisabledStatus(status)).toBe(false);
  });

  it('treats a record without a status (a snapshot or template record) as enabled', () => {
    expect(isDisabledStatus(undefined)).toBe(false);
  });
});

describe('exportedRecordStatus', () => {
  it('writes enabled or disabled by the same rule, and nothing for a record without a status', () => {
    expect(exportedRecordStatus(' DISABLED ')).toBe('disabled');
    expect(exportedRecordStatus('paused')).toBe('disabled');
    expect(exportedRecordStatus(' Enabled ')).toBe('enabled');
    expect(exportedRecordStatus(undefined)).toBeUndefined();
  });
});
