import { createAppConfigs } from '../rspack.config.base';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfigs(
    {
      app: 'remote-landing',
      name: 'landing',
      dir: __dirname,
      title: 'Bridge to Justice',
      exposes: {
        './Landing': './src/pages/Landing',
        './Login': './src/pages/Login',
        './Register': './src/pages/Register',
        './ForgotPassword': './src/pages/ForgotPassword',
        './Verify': './src/pages/Verify',
        './VerifyNo1': './src/pages/VerifyNo1',
        './VerifyNo': './src/pages/VerifyNo',
        './ResetPassword': './src/pages/ResetPassword',
        './Taxc': './src/pages/Taxc',
        './Med': './src/pages/Med',
        './LegacyPage': './src/pages/LegacyPage',
        './SiteFrame': './src/layout/SiteFrame',
      },
      prerender: './src/prerender.ts',
    },
    env,
    argv,
  );
