import './index.css';
import { nextTask } from './lib/next-task.ts';

// The entry stays this small so that a page the server rendered is painted before the app's code
// is fetched, compiled and run: that work, started with the page, held its first paint back by
// about 100 ms (bench #2, docs/benchmarks.md). Such a page holds its first view in #root and names
// the chunks the app and its screen need in the root's `data-preload`; once the browser has painted
// the page, they are preloaded together and the app hydrates it. The shell (an empty #root) has
// nothing to paint and preloads the app in its HTML (server/first-view.ts), so it loads at once; so
// does a hidden page, which gets no frames.
const PRELOADS_PER_TASK = 6;
const root = document.getElementById('root');
if (root?.hasChildNodes() === true && document.visibilityState === 'visible') {
  await new Promise((resolve) => {
    requestAnimationFrame(resolve);
  });
  await nextTask();
  // Each link's request is set up at once, about a millisecond apiece on a slow machine: the
  // links go in a few at a time, each few in a task of its own, so that a key pressed meanwhile
  // is painted between them (bench #2d).
  const hrefs = root.dataset.preload?.split(' ').filter((href) => href !== '') ?? [];
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}
await import('./app/start-app.tsx');
