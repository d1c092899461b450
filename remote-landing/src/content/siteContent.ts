/**
 * Everything the firm says on its public pages, in one typed module the firm edits: slogan,
 * slides, About Us, services, team, contact details, and the tax consultancy and mediation
 * service lists. No personal names are invented: a team member shows their title until the firm
 * gives a name (`name` stays undefined).
 *
 * Every text is a catalogue key: its words in en, rw and fr are in ../i18n/*.json, and
 * the components say them with `t(key)`. Names (the firm, the address, the social pages) stay.
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
  /** The member's title (a catalogue key). */
  title: string;
  /** What the abbreviation stands for, read out and shown under it. */
  role: string;
  /** Left undefined until the firm gives the name; the page then shows the title only. */
  name?: string;
  bio: string;
  /** Which neutral portrait illustration to show. */
  portrait: 'a' | 'b' | 'c';
}

export interface SocialLink {
  label: 'Facebook' | 'X (Twitter)' | 'Instagram' | 'LinkedIn';
  href: string;
}

export const firm = {
  name: 'Bridge to Justice',
  tagline: 'landing.firm.tagline',
  founded: 2024,
  address: 'Kigali, Rwanda',
} as const;

/** The two lines the hero types out, one character every 90 ms, 3 s pause, cycling. */
export const sloganLines: readonly [string, string] = [
  'landing.sloganLines.0',
  'landing.sloganLines.1',
];

export const heroIntro = 'landing.heroIntro';

export const slides: readonly [Slide, Slide, Slide] = [
  {
    id: 'justice',
    title: 'landing.slides.justice.title',
    text: 'landing.slides.justice.text',
    cta: { label: 'landing.nav.submitCase', to: 'submit-case' },
    imageAlt: 'landing.slides.justice.imageAlt',
  },
  {
    id: 'hills',
    title: 'landing.slides.hills.title',
    text: 'landing.slides.hills.text',
    cta: { label: 'landing.nav.taxes', to: '/taxc' },
    imageAlt: 'landing.slides.hills.imageAlt',
  },
  {
    id: 'bridge',
    title: 'landing.slides.bridge.title',
    text: 'landing.slides.bridge.text',
    cta: { label: 'landing.nav.mediation', to: '/med' },
    imageAlt: 'landing.slides.bridge.imageAlt',
  },
];

export const about = {
  heading: 'landing.about.heading',
  paragraphs: ['landing.about.paragraphs.0', 'landing.about.paragraphs.1'],
  values: [
    {
      title: 'landing.about.values.0.title',
      text: 'landing.about.values.0.text',
    },
    {
      title: 'landing.about.values.1.title',
      text: 'landing.about.values.1.text',
    },
    { title: 'landing.about.values.2.title', text: 'landing.about.values.2.text' },
  ],
} as const;

export const services: readonly [ServiceCard, ServiceCard, ServiceCard] = [
  {
    id: 'consultance',
    title: 'landing.services.consultance.title',
    text: 'landing.services.consultance.text',
    link: { label: 'landing.services.consultance.link.label', to: '/taxc' },
  },
  {
    id: 'advocate-bridge',
    title: 'landing.services.advocate-bridge.title',
    text: 'landing.services.advocate-bridge.text',
    link: { label: 'landing.services.advocate-bridge.link.label', to: 'submit-case' },
  },
  {
    id: 'mediation',
    title: 'landing.nav.mediation',
    text: 'landing.services.mediation.text',
    link: { label: 'landing.services.mediation.link.label', to: '/med' },
  },
];

export const teamHeading = 'landing.teamHeading';

/** The 8 team members and the Partner of the Meet The Team section, in that order. */
export const team: readonly TeamMember[] = [
  {
    title: 'landing.team.CEOFounder.title',
    role: 'landing.team.CEOFounder.role',
    bio: 'landing.team.CEOFounder.bio',
    portrait: 'a',
  },
  {
    title: 'landing.team.HRMCoFounder.title',
    role: 'landing.team.HRMCoFounder.role',
    bio: 'landing.team.HRMCoFounder.bio',
    portrait: 'b',
  },
  {
    title: 'landing.team.APM.title',
    role: 'landing.team.APM.role',
    bio: 'landing.team.APM.bio',
    portrait: 'c',
  },
  {
    title: 'landing.team.PM.title',
    role: 'landing.team.PM.role',
    bio: 'landing.team.PM.bio',
    portrait: 'a',
  },
  {
    title: 'landing.team.CLO.title',
    role: 'landing.team.CLO.role',
    bio: 'landing.team.CLO.bio',
    portrait: 'b',
  },
  {
    title: 'landing.team.CMO.title',
    role: 'landing.team.CMO.role',
    bio: 'landing.team.CMO.bio',
    portrait: 'c',
  },
  {
    title: 'landing.team.COO.title',
    role: 'landing.team.COO.role',
    bio: 'landing.team.COO.bio',
    portrait: 'a',
  },
  {
    title: 'landing.team.ProjectManager.title',
    role: 'landing.team.ProjectManager.title',
    bio: 'landing.team.ProjectManager.bio',
    portrait: 'b',
  },
  {
    title: 'landing.team.Partner.title',
    role: 'landing.team.Partner.title',
    bio: 'landing.team.Partner.bio',
    portrait: 'c',
  },
];

/**
 * Contact details. The firm replaces the e-mail, phone numbers and social pages with its own;
 * the values here are placeholders in the right format.
 */
export const contact = {
  heading: 'landing.contact.heading',
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

/** Footer links to the legacy static pages: contacts, home, services, consultances, mediation. */
export const legacyFooterLinks: readonly NavTarget[] = [
  { label: 'landing.nav.contacts', to: '/contacts' },
  { label: 'landing.nav.home', to: '/home' },
  { label: 'landing.nav.services', to: '/services' },
  { label: 'landing.nav.consultances', to: '/consultances' },
  { label: 'landing.nav.mediation', to: '/mediation' },
];

export const accountSection = {
  heading: 'landing.accountSection.heading',
  visitorText: 'landing.accountSection.visitorText',
  memberText: 'landing.accountSection.memberText',
} as const;
