import { createAppConfig } from '../rspack.config.base';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'remote-staff',
      name: 'staff',
      dir: __dirname,
      title: 'Bridge to Justice: staff',
      exposes: {
        './StaffDashboard': './src/pages/StaffDashboard',
      },
    },
    env,
    argv,
  );
