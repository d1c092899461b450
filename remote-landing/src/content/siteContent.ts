/**
 * Everything the firm says on its public pages, in one typed module the firm edits: slogan,
 * slides, About Us, services, team, contact details, and the tax consultancy and mediation
 * service lists. No personal names are invented: a team member shows their title until the firm
 * gives a name (`name` stays undefined).
 */

export interface NavTarget {
  /** Link text. */
  label: string;
  /** An app route ('/taxc') or an in-page anchor ('#contact'). */
  to: string;
}

export interface Slide {
  id: 'justice' | 'hills' | 'bridge';
  title: string;
  text: string;
  /** The call to action; `to: 'submit-case'` follows the Submit Case rule (login or dashboard). */
  cta: { label: string; to: string | 'submit-case' };
  /** Describes the illustration for people who cannot see it. */
  imageAlt: string;
}

export interface ServiceCard {
  id: 'consultance' | 'advocate-bridge' | 'mediation';
  title: string;
  text: string;
  link: NavTarget;
}

export interface TeamMember {
  title:
    | 'CEO & Founder'
    | 'HRM & Co-Founder'
    | 'APM'
    | 'PM'
    | 'CLO'
    | 'CMO'
    | 'COO'
    | 'Project Manager'
    | 'Partner';
  /** What the abbreviation stands for, read out and shown under it. */
  role: string;
  /** Left undefined until the firm gives the name; the page then shows the title only. */
  name?: string;
  bio: string;
  /** Which neutral portrait illustration to show. */
  portrait: 'a' | 'b' | 'c';
}

export interface ServiceGroup {
  heading: string;
  items: { title: string; text: string }[];
}

export interface ServicePageContent {
  title: string;
  intro: string;
  groups: ServiceGroup[];
  closing: string;
}

export interface SocialLink {
  label: 'Facebook' | 'X (Twitter)' | 'Instagram' | 'LinkedIn';
  href: string;
}

export type LegacyPath = '/contacts' | '/home' | '/services' | '/consultances' | '/mediation';

export interface LegacyPageContent {
  title: string;
  paragraphs: string[];
  /** Where the page leads back into the app. */
  links: NavTarget[];
}

export const firm = {
  name: 'Bridge to Justice',
  tagline: 'building bridges to justice',
  founded: 2024,
  address: 'Kigali, Rwanda',
} as const;

/** The two lines the hero types out, one character every 90 ms, 3 s pause, cycling (spec §4). */
export const sloganLines: readonly [string, string] = [
  'Building bridges to justice.',
  'Your case, linked with the right advocate.',
];

export const heroIntro =
  'A Kigali law firm founded in 2024. Submit your case and its documents online, safely, and we link you with an advocate who knows your kind of case.';

export const slides: readonly [Slide, Slide, Slide] = [
  {
    id: 'justice',
    title: 'Submit your case to an advocate',
    text: 'Tell us what happened, attach your documents and follow your case from your phone. Everything you share stays between you and the firm.',
    cta: { label: 'Submit Case', to: 'submit-case' },
    imageAlt: 'Scales of justice standing in balance',
  },
  {
    id: 'hills',
    title: 'Tax advice for people and businesses in Rwanda',
    text: 'Registration, declarations, audits and objections with the Rwanda Revenue Authority, explained plainly and handled on time.',
    cta: { label: 'Taxes Consultancy', to: '/taxc' },
    imageAlt: 'The green hills of Kigali under a rising sun',
  },
  {
    id: 'bridge',
    title: 'Settle disputes through mediation',
    text: 'Family, land, labour and business disputes resolved by agreement, faster and cheaper than going to court, with a settlement you can rely on.',
    cta: { label: 'Mediation', to: '/med' },
    imageAlt: 'A bridge joining two river banks',
  },
];

export const about = {
  heading: 'About Us',
  paragraphs: [
    'Bridge to Justice is a law firm based in Kigali, Rwanda, founded in 2024. We believe that nobody should face a legal problem alone because they do not know where to start or whom to call.',
    'Through Advocate Bridge, anyone can hand their case and documents to the firm online. We read every case, link it with an advocate suited to it, and keep the client informed until it is resolved. Alongside litigation support we offer tax consultancy and mediation, so that many problems can be settled early, at lower cost and with dignity.',
  ],
  values: [
    {
      title: 'Confidential',
      text: 'Your case and documents are seen only by the people working on it.',
    },
    {
      title: 'Accessible',
      text: 'Submit a case from any phone, in a few minutes, wherever you are.',
    },
    { title: 'Accountable', text: 'You can see the status of your case at any time.' },
  ],
} as const;

export const services: readonly [ServiceCard, ServiceCard, ServiceCard] = [
  {
    id: 'consultance',
    title: 'Consultance',
    text: 'Tax and legal consultancy for individuals, families and businesses: registration, declarations, contracts and compliance with Rwandan law.',
    link: { label: 'See our tax consultancy services', to: '/taxc' },
  },
  {
    id: 'advocate-bridge',
    title: 'Advocate Bridge',
    text: 'Submit a criminal, civil or dispute-resolution case with your documents. We link it with an appropriate advocate and you follow its status online.',
    link: { label: 'Submit your case', to: 'submit-case' },
  },
  {
    id: 'mediation',
    title: 'Mediation',
    text: 'A neutral mediator helps you and the other side reach an agreement on family, land, labour or business disputes, without a long trial.',
    link: { label: 'See our mediation services', to: '/med' },
  },
];

export const teamHeading = 'Meet The Team';

/** The 8 team members and the Partner of spec §1, in that order. */
export const team: readonly TeamMember[] = [
  {
    title: 'CEO & Founder',
    role: 'Chief Executive Officer and Founder',
    bio: 'Founded the firm in 2024 to make legal help reachable for everyone in Rwanda, and leads its strategy and its standards of service.',
    portrait: 'a',
  },
  {
    title: 'HRM & Co-Founder',
    role: 'Human Resources Manager and Co-Founder',
    bio: 'Co-founded the firm, builds its team of advocates and staff, and looks after the training and well-being of everyone who serves clients.',
    portrait: 'b',
  },
  {
    title: 'APM',
    role: 'Assistant Project Manager',
    bio: 'Keeps every submitted case moving: checks that documents are complete and that clients hear back on time.',
    portrait: 'c',
  },
  {
    title: 'PM',
    role: 'Product Manager',
    bio: 'Shapes the online platform around what clients need, so that submitting and following a case stays simple on any phone.',
    portrait: 'a',
  },
  {
    title: 'CLO',
    role: 'Chief Legal Officer',
    bio: 'Oversees the legal quality of the firm’s work, assigns cases to suitable advocates and guides complex matters.',
    portrait: 'b',
  },
  {
    title: 'CMO',
    role: 'Chief Marketing Officer',
    bio: 'Tells people across Rwanda how the firm can help them, and makes sure its information is clear and accurate.',
    portrait: 'c',
  },
  {
    title: 'COO',
    role: 'Chief Operating Officer',
    bio: 'Runs the firm’s daily operations, from client intake to the security of the documents entrusted to it.',
    portrait: 'a',
  },
  {
    title: 'Project Manager',
    role: 'Project Manager',
    bio: 'Coordinates the firm’s consultancy and mediation engagements, their timelines and the people working on them.',
    portrait: 'b',
  },
  {
    title: 'Partner',
    role: 'Partner',
    bio: 'Works with the firm on cases and consultancy engagements, bringing experience and a wider network of advocates.',
    portrait: 'c',
  },
];

/**
 * Contact details. The firm replaces the e-mail, phone numbers and social pages with its own;
 * the values here are placeholders in the right format.
 */
export const contact = {
  heading: 'Contact Us',
  address: firm.address,
  founded: firm.founded,
  email: 'info@bridgetojustice.rw',
  phones: ['+250 788 000 101', '+250 788 000 102', '+250 788 000 103'] as const,
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'X (Twitter)', href: 'https://x.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ] as const satisfies readonly SocialLink[],
} as const;

/** Footer links to the legacy static pages (spec §2). */
export const legacyFooterLinks: readonly NavTarget[] = [
  { label: 'Contacts', to: '/contacts' },
  { label: 'Home', to: '/home' },
  { label: 'Services', to: '/services' },
  { label: 'Consultances', to: '/consultances' },
  { label: 'Mediation', to: '/mediation' },
];

export const accountSection = {
  heading: 'Your account',
  visitorText:
    'Create an account to submit a case and follow it online, or sign in if you already have one.',
  memberText: 'You are signed in. Go to your dashboard to submit a case or follow your cases.',
} as const;

export const taxConsultancy: ServicePageContent = {
  title: 'Tax Consultancy',
  intro:
    'Taxes in Rwanda are administered by the Rwanda Revenue Authority (RRA) and, for local taxes, by the districts. We help individuals, families and businesses meet their obligations on time, pay no more than the law requires, and defend their rights when there is a disagreement.',
  groups: [
    {
      heading: 'Getting started',
      items: [
        {
          title: 'Business and tax registration',
          text: 'Registering your company or sole proprietorship, obtaining your Tax Identification Number (TIN) and setting up your account on the RRA online services.',
        },
        {
          title: 'Choosing the right tax regime',
          text: 'Advice on whether the flat, lump-sum or real regime applies to you as your turnover grows, and what each one requires.',
        },
        {
          title: 'VAT registration and EBM',
          text: 'Registering for VAT when your turnover reaches the legal threshold, and using Electronic Billing Machine (EBM) receipts correctly.',
        },
      ],
    },
    {
      heading: 'Declarations and payments',
      items: [
        {
          title: 'Income tax returns',
          text: 'Preparing and filing your annual personal or corporate income tax declaration, and planning quarterly prepayments.',
        },
        {
          title: 'VAT declarations',
          text: 'Monthly or quarterly VAT returns, input VAT claims and refunds.',
        },
        {
          title: 'Employer obligations',
          text: 'PAYE on salaries and the RSSB social security contributions for your employees, declared and paid each month.',
        },
        {
          title: 'Withholding tax',
          text: 'Knowing when you must withhold tax on payments to suppliers, landlords or service providers, and declaring it.',
        },
        {
          title: 'Local taxes',
          text: 'Fixed asset (property) tax, rental income tax and trading licence tax paid to your district.',
        },
      ],
    },
    {
      heading: 'When there is a problem',
      items: [
        {
          title: 'Tax audits',
          text: 'Preparing your records, answering the RRA’s questions and accompanying you throughout an audit.',
        },
        {
          title: 'Objections and appeals',
          text: 'Contesting an assessment you disagree with: an administrative appeal to the Commissioner General within the legal time limit, and further steps if needed.',
        },
        {
          title: 'Penalties and arrears',
          text: 'Requesting a payment plan, or the waiver of fines and interest where the law allows it.',
        },
      ],
    },
    {
      heading: 'Growing your business',
      items: [
        {
          title: 'Investment incentives',
          text: 'Understanding the tax incentives available to registered investors and how to apply for them.',
        },
        {
          title: 'Customs and cross-border trade',
          text: 'Import and export declarations, duties under the East African Community tariff, and clearing goods through customs.',
        },
        {
          title: 'Tax health check',
          text: 'A review of your books and past declarations so that you can correct mistakes before they become penalties.',
        },
      ],
    },
  ],
  closing:
    'Tell us about your situation and we will explain, in plain words, what you owe, when, and what we can do for you.',
};

export const mediation: ServicePageContent = {
  title: 'Mediation',
  intro:
    'Mediation lets you settle a dispute by agreement, with the help of a neutral mediator, instead of a long and costly trial. It is confidential, you keep control of the outcome, and it often preserves the relationship between the parties. Rwandan law and tradition give it an important place, from the Abunzi mediation committees in every cell and sector to mediation in commercial disputes.',
  groups: [
    {
      heading: 'Disputes we mediate',
      items: [
        {
          title: 'Family and marriage',
          text: 'Separation, child custody and maintenance, and the sharing of family property, always with the interests of the children first.',
        },
        {
          title: 'Succession and inheritance',
          text: 'Sharing an estate between heirs, gifts made during a lifetime, and disagreements over a will.',
        },
        {
          title: 'Land and boundaries',
          text: 'Boundary disputes between neighbours, co-owned land, sales and leases of land, and family land.',
        },
        {
          title: 'Labour',
          text: 'Disagreements between employers and employees over dismissal, unpaid wages or working conditions.',
        },
        {
          title: 'Business and contracts',
          text: 'Unpaid invoices, broken contracts, disputes between partners or shareholders, and tenancy disputes.',
        },
      ],
    },
    {
      heading: 'How we help',
      items: [
        {
          title: 'Advice before you start',
          text: 'Whether mediation suits your case, what you can expect from it and what your rights are.',
        },
        {
          title: 'Abunzi committees',
          text: 'Preparing you for a hearing before the Abunzi mediation committee of your cell or sector, which hears many civil disputes first.',
        },
        {
          title: 'Mediation sessions',
          text: 'A neutral mediator from the firm leads the sessions, in Kinyarwanda, English or French, at our office or where it suits the parties.',
        },
        {
          title: 'Settlement agreements',
          text: 'Drafting the agreement you reach clearly and completely, so that it can be relied on and enforced.',
        },
        {
          title: 'Conciliation and arbitration',
          text: 'When mediation is not enough, guidance towards conciliation, arbitration or court, with an advocate through Advocate Bridge.',
        },
      ],
    },
  ],
  closing:
    'Submit your case and choose Alternative Dispute Resolutions as its type: we will contact you to discuss the next step.',
};

/** The legacy footer pages: short, and each leads back into the app. */
export const legacyPages: Record<LegacyPath, LegacyPageContent> = {
  '/contacts': {
    title: 'Contacts',
    paragraphs: [
      `${firm.name} is based in ${firm.address} and was founded in ${firm.founded}.`,
      'Write to us or call us on any of the numbers below; to hand us a case with its documents, submit it online.',
    ],
    links: [
      { label: 'Submit Case', to: 'submit-case' },
      { label: 'Back to the home page', to: '/' },
    ],
  },
  '/home': {
    title: 'Home',
    paragraphs: [`${firm.name}: ${firm.tagline}.`, heroIntro],
    links: [
      { label: 'Go to the home page', to: '/' },
      { label: 'Submit Case', to: 'submit-case' },
    ],
  },
  '/services': {
    title: 'Services',
    paragraphs: services.map((service) => `${service.title}: ${service.text}`),
    links: [
      { label: 'Taxes Consultancy', to: '/taxc' },
      { label: 'Mediation', to: '/med' },
      { label: 'Submit Case', to: 'submit-case' },
    ],
  },
  '/consultances': {
    title: 'Consultances',
    paragraphs: [taxConsultancy.intro],
    links: [
      { label: 'See all tax consultancy services', to: '/taxc' },
      { label: 'Back to the home page', to: '/' },
    ],
  },
  '/mediation': {
    title: 'Mediation',
    paragraphs: [mediation.intro],
    links: [
      { label: 'See all mediation services', to: '/med' },
      { label: 'Back to the home page', to: '/' },
    ],
  },
};

export function isLegacyPath(path: string): path is LegacyPath {
  return Object.prototype.hasOwnProperty.call(legacyPages, path);
}
