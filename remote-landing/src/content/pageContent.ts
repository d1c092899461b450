/**
 * What the firm says on its public pages other than the landing page: the tax consultancy and
 * mediation service lists (/taxc, /med) and the legacy footer pages. A module of its own, with a
 * catalogue of its own (../i18n/pages, registered by ./pagesCatalogue.ts), so the landing page
 * loads neither (the visitor's first page stays small). Every text is a catalogue key.
 */
import { firm, heroIntro, services, type NavTarget } from './siteContent';
import '../i18n/pages/catalogue';

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

export type LegacyPath = '/contacts' | '/home' | '/services' | '/consultances' | '/mediation';

/**
 * A paragraph: a catalogue key with its values; `keys` are values that are keys themselves
 * (said in the page's language before they go in).
 */
export interface Paragraph {
  id: string;
  values?: Record<string, string | number>;
  keys?: Record<string, string>;
}

export interface LegacyPageContent {
  title: string;
  paragraphs: Paragraph[];
  /** Where the page leads back into the app. */
  links: NavTarget[];
}

export const taxConsultancy: ServicePageContent = {
  title: 'landing.taxConsultancy.title',
  intro: 'landing.taxConsultancy.intro',
  groups: [
    {
      heading: 'landing.taxConsultancy.groups.0.heading',
      items: [
        {
          title: 'landing.taxConsultancy.groups.0.items.0.title',
          text: 'landing.taxConsultancy.groups.0.items.0.text',
        },
        {
          title: 'landing.taxConsultancy.groups.0.items.1.title',
          text: 'landing.taxConsultancy.groups.0.items.1.text',
        },
        {
          title: 'landing.taxConsultancy.groups.0.items.2.title',
          text: 'landing.taxConsultancy.groups.0.items.2.text',
        },
      ],
    },
    {
      heading: 'landing.taxConsultancy.groups.1.heading',
      items: [
        {
          title: 'landing.taxConsultancy.groups.1.items.0.title',
          text: 'landing.taxConsultancy.groups.1.items.0.text',
        },
        {
          title: 'landing.taxConsultancy.groups.1.items.1.title',
          text: 'landing.taxConsultancy.groups.1.items.1.text',
        },
        {
          title: 'landing.taxConsultancy.groups.1.items.2.title',
          text: 'landing.taxConsultancy.groups.1.items.2.text',
        },
        {
          title: 'landing.taxConsultancy.groups.1.items.3.title',
          text: 'landing.taxConsultancy.groups.1.items.3.text',
        },
        {
          title: 'landing.taxConsultancy.groups.1.items.4.title',
          text: 'landing.taxConsultancy.groups.1.items.4.text',
        },
      ],
    },
    {
      heading: 'landing.taxConsultancy.groups.2.heading',
      items: [
        {
          title: 'landing.taxConsultancy.groups.2.items.0.title',
          text: 'landing.taxConsultancy.groups.2.items.0.text',
        },
        {
          title: 'landing.taxConsultancy.groups.2.items.1.title',
          text: 'landing.taxConsultancy.groups.2.items.1.text',
        },
        {
          title: 'landing.taxConsultancy.groups.2.items.2.title',
          text: 'landing.taxConsultancy.groups.2.items.2.text',
        },
      ],
    },
    {
      heading: 'landing.taxConsultancy.groups.3.heading',
      items: [
        {
          title: 'landing.taxConsultancy.groups.3.items.0.title',
          text: 'landing.taxConsultancy.groups.3.items.0.text',
        },
        {
          title: 'landing.taxConsultancy.groups.3.items.1.title',
          text: 'landing.taxConsultancy.groups.3.items.1.text',
        },
        {
          title: 'landing.taxConsultancy.groups.3.items.2.title',
          text: 'landing.taxConsultancy.groups.3.items.2.text',
        },
      ],
    },
  ],
  closing: 'landing.taxConsultancy.closing',
};

export const mediation: ServicePageContent = {
  title: 'landing.nav.mediation',
  intro: 'landing.mediation.intro',
  groups: [
    {
      heading: 'landing.mediation.groups.0.heading',
      items: [
        {
          title: 'landing.mediation.groups.0.items.0.title',
          text: 'landing.mediation.groups.0.items.0.text',
        },
        {
          title: 'landing.mediation.groups.0.items.1.title',
          text: 'landing.mediation.groups.0.items.1.text',
        },
        {
          title: 'landing.mediation.groups.0.items.2.title',
          text: 'landing.mediation.groups.0.items.2.text',
        },
        {
          title: 'landing.mediation.groups.0.items.3.title',
          text: 'landing.mediation.groups.0.items.3.text',
        },
        {
          title: 'landing.mediation.groups.0.items.4.title',
          text: 'landing.mediation.groups.0.items.4.text',
        },
      ],
    },
    {
      heading: 'landing.mediation.groups.1.heading',
      items: [
        {
          title: 'landing.mediation.groups.1.items.0.title',
          text: 'landing.mediation.groups.1.items.0.text',
        },
        {
          title: 'landing.mediation.groups.1.items.1.title',
          text: 'landing.mediation.groups.1.items.1.text',
        },
        {
          title: 'landing.mediation.groups.1.items.2.title',
          text: 'landing.mediation.groups.1.items.2.text',
        },
        {
          title: 'landing.mediation.groups.1.items.3.title',
          text: 'landing.mediation.groups.1.items.3.text',
        },
        {
          title: 'landing.mediation.groups.1.items.4.title',
          text: 'landing.mediation.groups.1.items.4.text',
        },
      ],
    },
  ],
  closing: 'landing.mediation.closing',
};

/** The legacy footer pages: short, and each leads back into the app. */
export const legacyPages: Record<LegacyPath, LegacyPageContent> = {
  '/contacts': {
    title: 'landing.nav.contacts',
    paragraphs: [
      {
        id: 'landing.legacy.contacts.based',
        values: { firm: firm.name, address: firm.address, founded: firm.founded },
      },
      { id: 'landing.legacy.contacts.write' },
    ],
    links: [
      { label: 'landing.nav.submitCase', to: 'submit-case' },
      { label: 'landing.legacy.backHome', to: '/' },
    ],
  },
  '/home': {
    title: 'landing.nav.home',
    paragraphs: [
      { id: 'landing.legacy.home.tagline', values: { firm: firm.name } },
      { id: heroIntro },
    ],
    links: [
      { label: 'landing.legacy.goHome', to: '/' },
      { label: 'landing.nav.submitCase', to: 'submit-case' },
    ],
  },
  '/services': {
    title: 'landing.nav.services',
    paragraphs: services.map((service) => ({
      id: 'landing.legacy.services.item',
      keys: { title: service.title, text: service.text },
    })),
    links: [
      { label: 'landing.nav.taxes', to: '/taxc' },
      { label: 'landing.nav.mediation', to: '/med' },
      { label: 'landing.nav.submitCase', to: 'submit-case' },
    ],
  },
  '/consultances': {
    title: 'landing.nav.consultances',
    paragraphs: [{ id: taxConsultancy.intro }],
    links: [
      { label: 'landing.legacy.allTax', to: '/taxc' },
      { label: 'landing.legacy.backHome', to: '/' },
    ],
  },
  '/mediation': {
    title: 'landing.nav.mediation',
    paragraphs: [{ id: mediation.intro }],
    links: [
      { label: 'landing.legacy.allMediation', to: '/med' },
      { label: 'landing.legacy.backHome', to: '/' },
    ],
  },
};

export function isLegacyPath(path: string): path is LegacyPath {
  return Object.prototype.hasOwnProperty.call(legacyPages, path);
}
