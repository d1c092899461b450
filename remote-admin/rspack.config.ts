import { createAppConfigs } from '../rspack.config.base';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfigs(
    {
      app: 'remote-admin',
      name: 'admin',
      dir: __dirname,
      title: 'Bridge to Justice: admin',
      exposes: {
        './AdminDashboard': './src/pages/AdminDashboard',
        './SubmittedCases': './src/pages/SubmittedCases',
        './ArchivedCases': './src/pages/ArchivedCases',
        './Users': './src/pages/Users',
        './Audit': './src/audit/AuditPage',
        './Sms': './src/sms/SmsPage',
        './Messages': './src/pages/Messages',
        './MessageThread': './src/pages/MessageThread',
      },
    },
    env,
    argv,
  );
