import { onTestFinished } from 'vitest';

/**
 * What the page's live region (`#announcer`, the app layout's) says from now until the test ends:
 * call the returned function for the messages so far, in order.
 */
export function recordAnnouncements(): () => string[] {
  const said: string[] = [];
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      if (!(record.target instanceof Element) || record.target.id !== 'announcer') continue;
      for (const node of record.addedNodes) if (node.textContent) said.push(node.textContent);
    }
  };
  const observer = new MutationObserver(take);
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return () => {
    take(observer.takeRecords());
    return [...said];
  };
}
