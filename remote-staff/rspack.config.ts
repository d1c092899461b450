import { createAppConfigs } from '../rspack.config.base';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfigs(
    {
      app: 'remote-staff',
      name: 'staff',
      dir: __dirname,
      title: 'Bridge to Justice: staff',
      exposes: {
        './StaffDashboard': './src/pages/StaffDashboard',
        './Messages': './src/pages/Messages',
        './MessageThread': './src/pages/MessageThread',
      },
    },
    env,
    argv,
  );
