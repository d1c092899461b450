/**
 * The catalogue key of the page title of every route of the route table (the tab shows
 * "<title> · Bridge to Justice").
 */
export const routeTitles: Readonly<Record<string, string>> = {
  '/': 'shell.title.home',
  '/login': 'shell.title.login',
  '/register': 'shell.title.register',
  '/forgot-password': 'shell.title.forgotPassword',
  '/verify': 'shell.title.verify',
  '/verifyno1': 'shell.title.checkEmail',
  '/verifyno': 'shell.title.accountVerified',
  '/reset-password': 'shell.title.resetPassword',
  '/taxc': 'shell.title.taxConsultancy',
  '/med': 'shell.title.mediation',
  '/contacts': 'shell.title.contacts',
  '/home': 'shell.title.welcome',
  '/services': 'shell.title.services',
  '/consultances': 'shell.title.consultances',
  '/mediation': 'shell.title.mediationServices',
  '/single-case': 'shell.title.case',
  '/update-case/:id': 'shell.title.editCase',
  '/user-dashboard': 'shell.title.myCases',
  '/profile': 'shell.title.profile',
  '/staff-dashboard': 'shell.title.assignedCases',
  '/admin-dashboard': 'shell.title.adminDashboard',
  '/submitted-cases': 'shell.title.submittedCases',
  '/archived-cases': 'shell.title.archivedCases',
  '/users': 'shell.title.users',
  '/audit': 'shell.title.audit',
  '/sms': 'shell.title.sms',
  '/messages': 'shell.title.messages',
  '/messages/:caseId': 'shell.title.caseMessages',
};

/** Shown for a URL no route knows (its key). */
export const NOT_FOUND_TITLE = 'shell.title.notFound';
