import type { Measurement, Row } from './stats.ts';

/** The figures measured in Chromium (filled in as the screens land). */
export async function runBrowserFigures(_origin: string, _context: { nodeRequest: Measurement }): Promise<Row[]> {
  return [];
}
