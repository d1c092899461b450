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
        './CheckEmail': './src/pages/CheckEmail',
        './AccountVerified': './src/pages/AccountVerified',
        './ResetPassword': './src/pages/ResetPassword',
        './TaxConsultancy': './src/pages/TaxConsultancy',
        './Mediation': './src/pages/Mediation',
        './LegacyPage': './src/pages/LegacyPage',
        './SiteFrame': './src/layout/SiteFrame',
        // The names these pages had before: a shell page of the previous release, still open in a
        // visitor's tab when this remote is redeployed, asks for them. Remove one release later.
        './VerifyNo1': './src/pages/CheckEmail',
        './VerifyNo': './src/pages/AccountVerified',
        './Taxc': './src/pages/TaxConsultancy',
        './Med': './src/pages/Mediation',
      },
      prerender: './src/prerender.ts',
    },
    env,
    argv,
  );
