/**
 * Accounts the e2e stack makes with `user:create` before the API starts (see stack.ts): lawyers
 * unless a `role` says otherwise.
 */
export const STACK_ACCOUNTS = {
  /** Only the staff paging test assigns cases to this lawyer, so its "newest first" holds. */
  pagingLawyer: { email: 'lawyer.paging@example.com', password: 'Lawyer@12345' },
  /** Only the side-nav unread test assigns cases to this lawyer, so its count is its own. */
  unreadLawyer: { email: 'lawyer.unread@example.com', password: 'Lawyer@12345' },
  /** Only the case-life journey assigns to this lawyer; the client reads her name. */
  caseLifeLawyer: {
    email: 'lawyer.caselife@example.com',
    password: 'Lawyer@12345',
    firstName: 'Grace',
    lastName: 'Mukamana',
  },
  /** Only the case dates journey assigns to this lawyer: their week and open requests are its own. */
  datesLawyer: {
    email: 'lawyer.dates@example.com',
    password: 'Lawyer@12345',
    firstName: 'Diane',
    lastName: 'Uwimana',
  },
  /** The layout matrix's lawyer: names as long as real ones get. */
  layoutLawyer: {
    email: 'jean-baptiste.habyarimana-nsengiyumva@example.com',
    password: 'Lawyer@12345',
    firstName: 'Jean-Baptiste Emmanuel',
    lastName: 'Habyarimana-Nsengiyumva',
  },
  /** Only the admin entry's session test signs this admin out everywhere. */
  sessionAdmin: {
    email: 'admin.session@example.com',
    password: 'Admin@12345',
    role: 'admin',
    firstName: 'Solange',
    lastName: 'Ingabire',
  },
  /** Only the admin entry's language test changes this admin's profile language. */
  languageAdmin: {
    email: 'admin.language@example.com',
    password: 'Admin@12345',
    role: 'admin',
    firstName: 'Eric',
    lastName: 'Mugisha',
  },
} as const;
