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
        // An exposed name is a contract with every shell build that may load this remote, a shell
        // page still open in a tab during a redeploy included: these four keep the names of their
        // routes (/verifyno1, /verifyno, /taxc, /med) while the modules have plain ones.
        './VerifyNo1': './src/pages/CheckEmail',
        './VerifyNo': './src/pages/AccountVerified',
        './ResetPassword': './src/pages/ResetPassword',
        './Taxc': './src/pages/TaxConsultancy',
        './Med': './src/pages/Mediation',
        './LegacyPage': './src/pages/LegacyPage',
        './SiteFrame': './src/layout/SiteFrame',
      },
      prerender: './src/prerender.ts',
    },
    env,
    argv,
  );
