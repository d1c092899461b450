/** The page title of every route of the route table (the tab shows "<title> · Bridge to Justice"). */
export const routeTitles: Readonly<Record<string, string>> = {
  '/': 'Home',
  '/login': 'Login',
  '/register': 'Register',
  '/forgot-password': 'Forgot password',
  '/verify': 'Verify your e-mail',
  '/verifyno1': 'Check your e-mail',
  '/verifyno': 'Account Verified',
  '/reset-password': 'Reset password',
  '/taxc': 'Taxes Consultancy',
  '/med': 'Mediation',
  '/contacts': 'Contacts',
  '/home': 'Welcome',
  '/services': 'Services',
  '/consultances': 'Consultances',
  '/mediation': 'Mediation services',
  '/single-case': 'Case',
  '/update-case/:id': 'Edit a case',
  '/user-dashboard': 'My cases',
  '/profile': 'Profile',
  '/staff-dashboard': 'Assigned cases',
  '/admin-dashboard': 'Admin dashboard',
  '/submitted-cases': 'Submitted cases',
  '/archived-cases': 'Archived cases',
  '/users': 'Users',
  '/audit': 'Audit',
  '/messages': 'Messages',
  '/messages/:caseId': 'Case messages',
};

/** Shown for a URL no route knows. */
export const NOT_FOUND_TITLE = 'Page not found';
