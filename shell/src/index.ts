// No async boundary of our own: the shell builds with asyncStartup (rspack.config.base.ts), so
// Module Federation loads the shared singletons before this entry runs. The app's module graph is
// then evaluated in three tasks, the browser getting a turn between them (web.dev's "yield to the
// main thread"): on a slow phone the script's start-up is a few short tasks, not one long one that
// holds a tap on the prerendered page. Eager imports: all of it stays in main.js, no extra chunk.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ 'shared-ui'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
