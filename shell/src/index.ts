// No async boundary of our own: the shell builds with asyncStartup (rspack/appConfig.ts), so
// Module Federation loads the shared singletons before this entry runs.
import './bootstrap';
