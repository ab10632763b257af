import type { DomainName } from '../../lib/domain-name.ts';
import { downloadText, safeFileName } from '../../lib/download.ts';
import { writeRollbackJson, writeRollbackText, type RollbackReport } from './rollback-report.ts';

export type RollbackExportFormat = 'json' | 'text';

/** Saves the comparison as a JSON or text report, named after the domain and both ends. */
export function downloadRollbackReport(
  format: RollbackExportFormat,
  domain: DomainName,
  report: Omit<RollbackReport, 'domain' | 'generatedAt'>,
): void {
  const full: RollbackReport = { ...report, domain: domain.unicode, generatedAt: new Date() };
  const from = report.origin.kind === 'current' ? 'current' : report.origin.snapshotId;
  const name = safeFileName(domain.ascii, 'rollback', `${from}-to-${report.snapshotId}`);
  if (format === 'json') downloadText(`${name}.json`, writeRollbackJson(full), 'application/json');
  else downloadText(`${name}.txt`, writeRollbackText(full), 'text/plain');
}
