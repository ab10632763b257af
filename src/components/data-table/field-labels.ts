// The fields of records, GEO and failover records as people name them, wherever a change is told:
// a table's change cells, the rollback's risks.

/** Field names as people say them. */
const FIELD_LABELS: Record<string, string> = {
  record_name: 'Name',
  record_type: 'Type',
  record_value: 'Value',
  record_ttl: 'TTL',
  is_geo: 'GEO',
  is_failover: 'Failover',
  geo_region: 'Region',
  failover_record_main_value: 'Main value',
  failover_check_type: 'Check type',
  failover_check_interval: 'Check interval',
  failover_return_to_main_value: 'Return to main',
  failover_notification_email: 'Notification e-mail',
  failover_notification_sms: 'Notification SMS',
  failover_backup_values: 'Backup values',
  failover_additional_port: 'Additional port',
  failover_additional_request: 'Additional request',
  failover_additional_response: 'Additional response',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}
