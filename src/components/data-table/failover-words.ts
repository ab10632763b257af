/**
 * Failover settings in words, as a DNS administrator says them, rather than the API's raw fields
 * ("Return to main 1", "Interval 60"). Values the words do not cover are shown as sent.
 *
 * ```ts
 * describeCheckInterval('60')  // → 'every 60'
 * describeReturnToMain('1')    // → 'back to the main value once it recovers'
 * describeReturnToMain('0')    // → 'stays on the backup'
 * ```
 */

/**
 * The check interval, as the API sends it. The spec leaves its unit open ("Units of
 * failover_check_interval: not shown") and nothing the service publishes states it, so no unit is
 * put to it: `60` read as seconds would say "every 1 min" of a check that may run hourly.
 */
export function describeCheckInterval(interval: string): string {
  const sent = interval.trim();
  return sent === '' ? '' : `every ${sent}`;
}

/** `failover_return_to_main_value`: 1 and 0 (the spec's example shows 1) as what they do. */
export function describeReturnToMain(value: string): string {
  switch (value.trim().toLowerCase()) {
    case '1':
    case 'yes':
    case 'true':
      return 'back to the main value once it recovers';
    case '0':
    case 'no':
    case 'false':
      return 'stays on the backup';
    case '':
      return '';
    default:
      return `return to main: ${value}`;
  }
}
