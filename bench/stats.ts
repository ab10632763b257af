/** One line of the benchmark table. */
export type Row = { id: string; what: string; figure: string; target: string; met: boolean | null; data: unknown };

/** A figure measured several times: median, min and max, in its unit. */
export type Measurement = { median: number; min: number; max: number; runs: number; unit: string };

export function summarize(samples: readonly number[], unit: string): Measurement {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0, runs: samples.length, unit };
}

/** Runs `measure` `runs` times (after `warmup` unrecorded runs) and summarizes. */
export async function repeat(
  runs: number,
  measure: () => Promise<number>,
  unit = 'ms',
  warmup = 1,
): Promise<Measurement> {
  for (let index = 0; index < warmup; index += 1) await measure();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) samples.push(await measure());
  return summarize(samples, unit);
}

export function formatMeasurement(measurement: Measurement): string {
  const digits = measurement.unit === 'ms' && measurement.median < 10 ? 1 : 0;
  const value = (number: number) => number.toFixed(digits);
  return `${value(measurement.median)} ${measurement.unit} (${value(measurement.min)}–${value(measurement.max)}, n=${measurement.runs})`;
}
