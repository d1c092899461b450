import '@testing-library/jest-dom';

// jsdom keeps an XMLHttpRequest's timeout timer after a network error (jsdom#3433): axios's 120 s
// timeout then holds Jest open. Aborting the file's requests at its end clears them, as the
// window's close does for the ones still open.
if (typeof XMLHttpRequest !== 'undefined') {
  const sent = new Set<XMLHttpRequest>();
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    sent.add(this);
    send.call(this, body);
  };
  afterAll(() => {
    for (const request of sent) request.abort();
    sent.clear();
  });
}

// Every catalogue of the repo, loaded at once: components render their English texts (the
// product's texts) with no async step; a test may switch with activateLocaleNow or the switcher.
import { installTestCatalogues } from 'shared-i18n/src/testing/i18nForTests';

beforeEach(() => installTestCatalogues('en'));

// Browsers lay <wbr> (a line-break opportunity) out inline, so it adds no space to an accessible
// name; jsdom's default style sheet does not list it and reads it as a block.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = 'wbr { display: inline; }';
  document.head.append(style);
}
