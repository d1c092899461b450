import { createAppConfigs } from '../rspack.config.base';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfigs(
    {
      app: 'remote-client',
      name: 'client',
      dir: __dirname,
      title: 'Bridge to Justice: client',
      exposes: {
        './UserDashboard': './src/pages/UserDashboard',
        './SingleCase': './src/pages/SingleCase',
        './UpdateCase': './src/pages/UpdateCase',
        './Profile': './src/pages/Profile',
        './Messages': './src/pages/Messages',
        './MessageThread': './src/pages/MessageThread',
      },
    },
    env,
    argv,
  );
