/**
 * The layout checks themselves, on small pages made for them: each rule sees the fault it is for
 * and stays quiet where the box is reached or hidden on purpose. (A check that cannot fail proves
 * nothing: the layout matrix leans on these.)
 */
import { test, expect } from '@playwright/test';
import { layoutFindings } from '../support/layoutMatrix';

const OPTIONS = { closeLabel: 'Close', oneRowHeaderFrom: 1024 };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
});

const at = (body: string) =>
  `<!doctype html><html><head><style>body{margin:0;font:16px sans-serif}</style></head>` +
  `<body><header><a href="/">Home</a></header>${body}</body></html>`;

test('a menu pushed off the window’s left edge is seen, though the page is no wider', async ({
  page,
}) => {
  await page.setContent(
    at(`<div style="position:relative;margin-left:200px;width:100px">
          <button aria-expanded="true" aria-controls="panel" style="width:44px;height:44px">Bell</button>
          <div id="panel" style="position:absolute;right:0;width:336px">Notifications</div>
        </div>`),
  );
  const findings = await layoutFindings(page, OPTIONS);
  expect(findings).toEqual([
    expect.stringMatching(/^<div> "Notifications" lies 36 px past the window's left edge/),
  ]);
});

test('text placed past the right edge inside a box that clips it is seen', async ({ page }) => {
  await page.setContent(
    at(`<div style="overflow:hidden;width:375px;height:40px;position:relative">
          <p style="position:absolute;left:330px;margin:0;white-space:nowrap">Urubanza rwawe</p>
        </div>`),
  );
  const findings = await layoutFindings(page, OPTIONS);
  expect(findings).toContainEqual(
    expect.stringMatching(/^<p> "Urubanza rwawe" lies \d+ px past the window's right edge/),
  );
});

test('a box reached by a sideways scroller, or hidden on purpose, is not an edge finding', async ({
  page,
}) => {
  await page.setContent(
    at(`<div style="overflow-x:auto;width:375px">
          <table style="width:700px"><tr><td>Wide</td><td><button>Open</button></td></tr></table>
        </div>
        <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);left:-5px">Read aloud</span>
        <div aria-hidden="true" style="position:absolute;left:400px">Next slide</div>`),
  );
  const findings = await layoutFindings(page, OPTIONS);
  expect(findings.filter((finding) => finding.includes('edge'))).toEqual([]);
});
