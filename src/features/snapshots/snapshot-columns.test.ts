import { describe, expect, it } from 'vitest';
import type { FailoverRecord } from '../../contract/schemas.ts';
import { failoverTab } from './snapshot-columns.tsx';

const failover: FailoverRecord = {
  record_id: 'id-1',
  record_name: 'name.example.com',
  record_type: 'A',
  record_value: 'value-1',
  record_ttl: 'ttl-1',
  is_geo: 'no',
  is_failover: 'yes',
  failover_record_main_value: 'main-1',
  failover_check_type: 'check-1',
  failover_check_interval: 'interval-1',
  failover_return_to_main_value: 'return-1',
  failover_notification_email: 'email-1',
  failover_notification_sms: 'sms-1',
  failover_backup_values: ['backup-1', 'backup-2'],
  failover_additional_port: 'port-1',
  failover_additional_request: 'request-1',
  failover_additional_response: 'response-1',
};

describe('failoverTab', () => {
  it('searches every value its columns show', () => {
    const lines = failoverTab.searchText(failover).split('\n');
    const shown = Object.entries(failover)
      .filter(([field]) => field !== 'is_geo' && field !== 'is_failover')
      .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
    for (const value of shown) expect(lines).toContain(value);
  });
});
