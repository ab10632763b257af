/** Switched off: any `record_status` but `enabled` (`Disabled`, ` DISABLED `, `paused`); no status at all is not. */
export function isDisabledStatus(status: string | undefined): boolean {
  return status !== undefined && status.trim().toLowerCase() !== 'enabled';
}

/** The status an export writes, by the same rule: `enabled` or `disabled`; a record without one keeps none. */
export function exportedRecordStatus(status: string | undefined): 'enabled' | 'disabled' | undefined {
  if (status === undefined) return undefined;
  return isDisabledStatus(status) ? 'disabled' : 'enabled';
}
