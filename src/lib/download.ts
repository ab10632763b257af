/** Offers text as a file download (a Blob URL and a temporary link; nothing leaves the browser). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name safe on every system, from a domain and a description: `example.com-records.zone`. */
export function safeFileName(...parts: string[]): string {
  return parts
    .join('-')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .slice(0, 120);
}
