import { renderApp } from 'shared-boot';
import { createShellRouter } from './routing/router';

renderApp(createShellRouter());
