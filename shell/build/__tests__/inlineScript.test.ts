import { inlineScript } from '../inlineScript';
import { startAfterFirstPaint } from '../inline/startAfterFirstPaint';

describe('inlineScript', () => {
  it('is one classic script with a scope of its own, which its argument cannot end', () => {
    const src = '/a</script><script>alert(1)//.js';
    const script = inlineScript(startAfterFirstPaint, {
      sources: [src],
      prerenderId: 'btj-prerender',
      sessionClass: 'btj-session',
      afterPaintId: 'btj-after-paint',
      afterPaintManifestAttribute: 'data-manifest',
      longestWaitMs: 2000,
    });
    expect(script).not.toMatch(/\bimport\b|\bexport\b|<\/script|<!--/i);
    document.body.innerHTML = '';
    new Function(script)();
    expect(document.body.querySelector('script')!.getAttribute('src')).toBe(src);
    expect('startAfterFirstPaint' in window).toBe(false);
  });
});
