import { formatTtl } from '../../lib/format-ttl.ts';

/**
 * Failover settings in words and units, as a DNS administrator says them, rather than the API's
 * raw fields ("Return to main 1", "Interval 60"). Values the words do not cover are shown as sent.
 *
 * ```ts
 * describeCheckInterval('60')  // → 'every 1 min'
 * describeReturnToMain('1')    // → 'back to the main value once it recovers'
 * describeReturnToMain('0')    // → 'stays on the backup'
 * ```
 */

/**
 * The check interval. The spec leaves its unit open; the demo data and the service's own forms
 * (30, 60, 120) read as seconds, so it is shown in seconds' human form, the raw value in `title`.
 */
export function describeCheckInterval(interval: string): string {
  if (interval.trim() === '') return '';
  return /^\d+$/.test(interval) ? `every ${formatTtl(interval)}` : `every ${interval}`;
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
