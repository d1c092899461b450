/**
 * The layout matrix's arrangements and checks: data as long as real data gets (long names, a long
 * reference, three documents with long file names, every status), and what a screen must hold at
 * every width in every language, measured in the page as a person sees it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, apiLogin, registerAndVerifyClient, type ClientAccount } from './auth';
import { STACK_ACCOUNTS } from './accounts';
import type { Locale } from './catalogues';
import type { BrowserSession } from './session';
import type { StackUrls } from './stack';

export const LAYOUT_LOCALES: readonly Locale[] = ['en', 'rw', 'fr'];

/** The widths checked, each with the height of a device of that width. */
export const LAYOUT_VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;

/** Case summaries in the three languages with the long words each language has. */
const SUMMARIES = [
  "Umuturanyi wanjye yimuye imbibi z'isambu yacu y'umuryango iherereye mu Murenge wa Kimironko, " +
    "Akagari ka Bibare; ubuyobozi bw'Akarere ka Gasabo bwanze kwakira ikirego cyacu inshuro eshatu " +
    'zose, kandi dufite icyemezo cy’ubutaka cyatanzwe mu mwaka wa 2019 n’ibimenyetso by’abatangabuhamya.',
  "Mon employeur a résilié mon contrat de travail sans préavis ni indemnité après onze années d'ancienneté; " +
    "l'inspection du travail de l'arrondissement n'a jamais répondu à ma réclamation administrative.",
  'My late father’s succession has been contested by relatives who occupy the family house in Nyarutarama ' +
    'and refuse any conciliation before the abunzi committee of the cell.',
];

/** A document name as long as a scanned certificate's. */
const DOCUMENT_NAMES = [
  'Icyemezo_cy_ubutaka_cyatanzwe_n_Akarere_ka_Gasabo_2019.pdf',
  'Attestation-de-propriete-fonciere-et-plan-cadastral-signe.pdf',
];

export interface LayoutData {
  client: ClientAccount;
  /** A search that finds only this client and their cases (their e-mail address). */
  search: string;
  cases: Array<{ id: string; reference: string }>;
}

function tinyPdfBuffer(text: string): Buffer {
  const content = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok())
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/**
 * A client with long names and a long address, three cases (the first with three documents,
 * assigned to the lawyer with the long name and Received; one Completed and archived; one as
 * submitted), and a message on the first: what every role's screens then show.
 */
export async function arrangeLayoutData(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
): Promise<LayoutData> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const client = await registerAndVerifyClient(request, stack, {
    firstName: 'Marie-Claire Immaculée',
    lastName: 'Nyirahabimana-Uwimbabazi',
    email: `marie-claire.nyirahabimana-uwimbabazi.${stamp}@example.com`,
  });
  const { token } = await apiLogin(request, stack, client);
  const admin = await apiLogin(request, stack, DEMO.admin);
  const auth = (bearer: string) => ({ Authorization: `Bearer ${bearer}` });
  const types: Array<[string, string]> = [
    ['Civil matters', 'Land'],
    ['Civil matters', 'Labour and others'],
    ['Alternative Dispute Resolutions', 'Conciliation'],
  ];
  const cases: LayoutData['cases'] = [];
  for (const [index, [caseType, caseSubtype]] of types.entries()) {
    const response = await ok(
      await request.post(`${stack.api}/cases/register`, {
        headers: auth(token),
        multipart: {
          caseType,
          caseSubtype,
          summary: SUMMARIES[index]!,
          file: {
            name: 'Itangazo_ry_ikirego_n_ibimenyetso_byose_byatanzwe.pdf',
            mimeType: 'application/pdf',
            buffer: tinyPdfBuffer('statement'),
          },
        },
      }),
      'case register',
    );
    const { data } = (await response.json()) as { data: { id: string; reference: string } };
    cases.push({ id: data.id, reference: data.reference });
  }
  const [first, , third] = cases as [LayoutData['cases'][0], unknown, LayoutData['cases'][0]];
  for (const name of DOCUMENT_NAMES) {
    await ok(
      await request.post(`${stack.api}/cases/${first.id}/documents`, {
        headers: auth(token),
        multipart: {
          file: { name, mimeType: 'application/pdf', buffer: tinyPdfBuffer(name.slice(0, 12)) },
        },
      }),
      'document add',
    );
  }
  const lawyer = STACK_ACCOUNTS.layoutLawyer.email;
  await ok(
    await request.patch(`${stack.api}/cases/assigning/${first.id}`, {
      headers: auth(admin.token),
      data: { assignedTo: lawyer },
    }),
    'assign',
  );
  await ok(
    await request.patch(`${stack.api}/cases/status/${first.id}`, {
      headers: auth(admin.token),
      data: { status: 'Received' },
    }),
    'status',
  );
  await ok(
    await request.patch(`${stack.api}/cases/status/${third.id}`, {
      headers: auth(admin.token),
      data: { status: 'Completed' },
    }),
    'status',
  );
  await ok(
    await request.patch(`${stack.api}/cases/${third.id}`, {
      headers: auth(admin.token),
      data: { markAsDoneArchived: 'Done' },
    }),
    'flag',
  );
  await ok(
    await request.post(`${stack.api}/cases/${first.id}/messages`, {
      headers: auth(token),
      data: {
        text:
          'Muraho, nohereje icyemezo cy’ubutaka n’ibaruwa y’Akarere. Bonjour Maître, pouvez-vous ' +
          'confirmer la réception des pièces justificatives avant l’audience de conciliation?',
      },
    }),
    'message',
  );
  return { client, search: client.email, cases };
}

/**
 * Opens pages as this session in this language: the cookie, and the language on the profile the
 * page reads (the stored profile stays as it is, so other tests read theirs unchanged).
 */
export async function readAs(page: Page, locale: Locale, session: BrowserSession): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: 'btj_locale', value: locale, url: process.env.E2E_SHELL_URL!, sameSite: 'Lax' },
    ]);
  await page.route(`**/api/users/${encodeURIComponent(session.userId)}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data?: Record<string, unknown> };
    if (body.data) body.data.locale = locale;
    await route.fulfill({ response, json: body });
  });
}

/** The site's own visitor session: none. */
export async function readAsVisitor(page: Page, locale: Locale): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: 'btj_locale', value: locale, url: process.env.E2E_SHELL_URL!, sameSite: 'Lax' },
    ]);
}

/** Lets the layout settle after a resize (two frames: style, layout and paint have run). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

export interface LayoutCheckOptions {
  /** A pattern (its source) of the accessible name of a dialog's close button in the language. */
  closeLabel: string;
  /** From this width up the header holds one row. */
  oneRowHeaderFrom: number;
}

/**
 * What a person would see wrong on the screen as it stands, as plain sentences: the page wider
 * than the window, a dialog or its close button outside the window, a word broken inside itself,
 * text cut off or spilling out of its box, a table scrolling sideways with no cue, a target
 * smaller than 24 × 24 px (WCAG 2.2 target size, with its inline and spacing exceptions), an
 * icon below 3:1 against what is behind it (non-text contrast), a header on two rows on a wide
 * screen, a screen without the site's header.
 */
export function layoutFindings(page: Page, options: LayoutCheckOptions): Promise<string[]> {
  return page.evaluate((opts) => {
    const found: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const short = (text: string | null | undefined) =>
      (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        short((element as HTMLElement).innerText ?? element.textContent);
      return `<${tag}> "${label}"`;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 2 && rect.height > 2;
    };
    /** Visually hidden on purpose (a screen reader's text): a box clipped to one pixel. */
    const hiddenCache = new Map<Element, boolean>();
    const visuallyHidden = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      const kept = hiddenCache.get(element);
      if (kept !== undefined) return kept;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const hidden =
        rect.width <= 2 ||
        rect.height <= 2 ||
        (style.clip !== 'auto' && style.position === 'absolute') ||
        style.opacity === '0' ||
        visuallyHidden(element.parentElement);
      hiddenCache.set(element, hidden);
      return hidden;
    };

    // The page itself: never wider than the window.
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > vw) found.push(`the page is ${pageWidth} px wide in a ${vw} px window`);

    // Dialogs: whole, with their close button, inside the window.
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (!shown(dialog)) continue;
      const rect = dialog.getBoundingClientRect();
      if (rect.left < -0.5 || rect.top < -0.5 || rect.right > vw + 0.5 || rect.bottom > vh + 0.5)
        found.push(
          `dialog ${describe(dialog).slice(0, 60)} spans ${Math.round(rect.left)}…${Math.round(rect.right)} × ${Math.round(rect.top)}…${Math.round(rect.bottom)} in a ${vw} × ${vh} window`,
        );
      const closeName = new RegExp(opts.closeLabel);
      const close = [...dialog.querySelectorAll('button')].find((button) =>
        closeName.test(button.getAttribute('aria-label') ?? button.textContent ?? ''),
      );
      if (!close) found.push(`dialog ${describe(dialog).slice(0, 60)} has no close button`);
      else {
        const box = close.getBoundingClientRect();
        if (box.left < 0 || box.top < 0 || box.right > vw || box.bottom > vh)
          found.push(
            `the close button of dialog ${describe(dialog).slice(0, 40)} is at ${Math.round(box.left)},${Math.round(box.top)} outside the ${vw} × ${vh} window`,
          );
      }
    }

    // Edges: nothing a person needs lies past the window's left or right edge. A box pushed off
    // the left edge, or placed past the right edge inside a parent that clips it, leaves the page
    // no wider, so the page's width alone does not show it; its own box does.
    /** Inside a box that scrolls sideways: reached by scrolling it (the scroll cue rule above). */
    const scrolledInto = (element: Element) => {
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          node.scrollWidth > node.clientWidth + 1
        )
          return true;
      }
      return false;
    };
    const needed = new Set<Element>(
      document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), ' +
          '[role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="option"], ' +
          '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [popover], ' +
          '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"]), [id][aria-labelledby], [aria-controls]',
      ),
    );
    // The box a button's aria-controls names (a menu, a panel it opens).
    for (const control of document.querySelectorAll('[aria-controls]')) {
      for (const id of (control.getAttribute('aria-controls') ?? '').split(/\s+/)) {
        const target = id && document.getElementById(id);
        if (target) needed.add(target);
      }
    }
    const edgeRange = document.createRange();
    /** The part of an element's text as laid out: the union of its own text nodes' boxes. */
    const textBox = (element: Element) => {
      let left = Infinity;
      let right = -Infinity;
      for (const child of element.childNodes) {
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
        edgeRange.selectNodeContents(child);
        for (const r of edgeRange.getClientRects()) {
          if (r.width === 0) continue;
          left = Math.min(left, r.left);
          right = Math.max(right, r.right);
        }
      }
      return left <= right ? { left, right } : null;
    };
    const boxes: Array<{ element: Element; left: number; right: number }> = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg, script, style, noscript, option, template')) continue;
      const isNeeded = needed.has(element);
      const text = isNeeded ? null : textBox(element);
      if (!isNeeded && !text) continue;
      if (!shown(element) || visuallyHidden(element)) continue;
      // Hidden from everyone on purpose (a slideshow's resting slides, a closed drawer).
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const box = text ?? element.getBoundingClientRect();
      if (box.left >= -0.5 && box.right <= vw + 0.5) continue;
      if (scrolledInto(element)) continue;
      boxes.push({ element, left: box.left, right: box.right });
    }
    // The outermost box only: a menu off the edge takes its items with it.
    const outside = boxes.filter(
      ({ element }) =>
        !boxes.some((other) => other.element !== element && other.element.contains(element)),
    );
    for (const { element, left, right } of outside.slice(0, 12)) {
      const past =
        left < -0.5
          ? `${Math.round(-left)} px past the window's left edge`
          : `${Math.round(right - vw)} px past the window's right edge`;
      found.push(
        `${describe(element).slice(0, 50)} lies ${past} (${Math.round(left)}…${Math.round(right)} in a ${vw} px window)`,
      );
    }
    if (outside.length > 12)
      found.push(`… and ${outside.length - 12} more boxes past the window's edges`);

    // Words: a run of letters and digits never starts on one line and ends on another.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const broken = new Set<string>();
    const range = document.createRange();
    const word = /[\p{L}\p{N}\p{M}’']{2,}/gu;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, noscript, option, svg, title, textarea')) continue;
      if (!shown(parent) || visuallyHidden(parent)) continue;
      const text = node.textContent;
      for (const match of text.matchAll(word)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top);
        const lineHeight = Math.min(...rects.map((r) => r.height));
        if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2)
          broken.add(`"${match[0]}" in ${describe(parent).slice(0, 50)}`);
      }
    }
    for (const entry of [...broken].slice(0, 12))
      found.push(`a word is broken inside itself: ${entry}`);
    if (broken.size > 12) found.push(`… and ${broken.size - 12} more broken words`);

    // Boxes: text never cut off or spilling out; a sideways scroller shows a cue.
    const spilled = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg')) continue;
      const html = element as HTMLElement;
      if (html.clientWidth === 0 || !shown(element) || visuallyHidden(element)) continue;
      const over = html.scrollWidth - html.clientWidth;
      if (over <= 1) continue;
      const style = getComputedStyle(element);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls) {
        // The cue: a shadow on the scroller's sides (its own background), or an element marked
        // as the cue beside it.
        const shadow =
          element.matches('[data-scroll-cue="shadow"]') &&
          style.backgroundImage.includes('gradient');
        const cue =
          element.querySelector('[data-scroll-cue]') ??
          element.parentElement?.querySelector('[data-scroll-cue]:not([data-scroll-cue="shadow"])');
        if (!shadow && (!cue || !shown(cue)))
          spilled.add(
            `${describe(element).slice(0, 50)} scrolls sideways (${over} px hidden) with no visible cue`,
          );
        continue;
      }
      if (style.textOverflow === 'ellipsis') continue;
      // A field scrolls the value typed into it; its placeholder must fit.
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        if (element.value || !element.placeholder) continue;
      } else {
        // A box with no text of its own that hides what overflows it (a slideshow's other
        // slides) hides it on purpose; its texts are checked in their own boxes.
        const ownText = [...element.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
        );
        if (!ownText) continue;
      }
      spilled.add(
        `${describe(element).slice(0, 50)} is ${over} px too narrow for its content (${style.overflowX === 'visible' ? 'it spills out' : 'it is cut off'})`,
      );
    }
    for (const entry of [...spilled].slice(0, 12)) found.push(entry);

    // Targets: at least 24 × 24 px, unless a link inside a sentence or standing alone in its
    // 24 px circle (WCAG 2.2 target size's inline and spacing exceptions).
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"]',
      ),
    ].filter((element) => shown(element) && !visuallyHidden(element));
    const rects = targets.map((element) => element.getBoundingClientRect());
    targets.forEach((element, index) => {
      const rect = rects[index]!;
      if (rect.width >= 24 && rect.height >= 24) return;
      const style = getComputedStyle(element);
      if (element.tagName === 'A' && style.display === 'inline') {
        const sentence = element.parentElement?.textContent
          ?.replace(element.textContent ?? '', '')
          .trim();
        if (sentence) return;
      }
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const crowded = rects.some((other, j) => {
        if (j === index || targets[j]!.contains(element) || element.contains(targets[j]!))
          return false;
        const nx = Math.max(other.left, Math.min(cx, other.right));
        const ny = Math.max(other.top, Math.min(cy, other.bottom));
        return Math.hypot(nx - cx, ny - cy) < 12;
      });
      if (crowded)
        found.push(
          `${describe(element).slice(0, 50)} is ${Math.round(rect.width)} × ${Math.round(rect.height)} px, under the 24 px target size`,
        );
    });

    // Icons: their most visible part at 3:1 at least against what is behind them.
    const rgba = (value: string): [number, number, number, number] | null => {
      const m = value.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
      return m
        ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
        : null;
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const ratio = (a: number[], b: number[]) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    const backdrop = (element: Element): number[] | null => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const colour = rgba(style.backgroundColor);
        if (colour && colour[3] > 0.5) return colour.slice(0, 3);
      }
      return [255, 255, 255];
    };
    for (const svg of document.querySelectorAll('svg')) {
      if (!shown(svg)) continue;
      const behind = backdrop(svg.parentElement ?? svg);
      if (!behind) continue;
      const parts = [
        ...svg.querySelectorAll('path, rect, circle, ellipse, line, polyline, polygon'),
      ];
      const colours = parts.flatMap((part) => {
        const style = getComputedStyle(part);
        return [style.fill, style.stroke]
          .map(rgba)
          .filter((c): c is NonNullable<typeof c> => !!c && c[3] > 0);
      });
      if (colours.length === 0) continue;
      const best = Math.max(...colours.map((c) => ratio(c.slice(0, 3), behind)));
      if (best < 3)
        found.push(
          `the icon in ${describe(svg.closest('button, a, label, div') ?? svg).slice(0, 50)} has ${best.toFixed(2)}:1 against its background (3:1 needed)`,
        );
    }

    // Headers: one row on a wide screen; every screen has one.
    const headers = [...document.querySelectorAll('header')].filter(shown);
    if (headers.length === 0)
      found.push('the screen has no header (the site’s navigation is missing)');
    if (vw >= opts.oneRowHeaderFrom) {
      for (const header of headers) {
        // An open menu hangs below the bar: its items are not the bar's row.
        const openMenus = [...header.querySelectorAll('[aria-expanded="true"][aria-controls]')]
          .map((control) => document.getElementById(control.getAttribute('aria-controls') ?? ''))
          .filter((menu): menu is HTMLElement => !!menu);
        const controls = [...header.querySelectorAll('a[href], button, select')].filter(
          (control) => shown(control) && !openMenus.some((menu) => menu.contains(control)),
        );
        const centres = controls.map((c) => {
          const r = c.getBoundingClientRect();
          return r.top + r.height / 2;
        });
        if (centres.length > 1 && Math.max(...centres) - Math.min(...centres) > 12)
          found.push(`the header's controls stand on more than one row at ${vw} px`);
      }
    }
    return found;
  }, options);
}

/**
 * Every axe-core finding of its default rules (contrast included), as 'rule: targets'. The
 * account-menu button's label-in-name finding is the shell's text to change, not the layout's.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => {
    const nodes = v.nodes.filter(
      (n) =>
        !(
          v.id === 'label-content-name-mismatch' &&
          n.target.join(' ').includes('aria-label^="Account menu')
        ),
    );
    return nodes.length
      ? [
          `axe ${v.id} (${v.impact}): ${nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join(', ')}`,
        ]
      : [];
  });
}
