/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { cssOf, renderPage, renderPages } from '../renderPages';

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.brand};
  letter-spacing: 0.02em;
`;

function WherePage() {
  const { pathname } = useLocation();
  return <Title>Page {pathname}</Title>;
}

describe('renderPages', () => {
  it('renders each page at its own path, with the CSS it and the global style need', () => {
    const [home, login] = renderPages([
      { path: '/', Page: WherePage },
      { path: '/login', Page: WherePage },
    ]);
    expect(home!.path).toBe('/');
    expect(home!.html).toMatch(/^<h1 class="[^"]+">Page <!-- -->\/<\/h1>$/);
    expect(login!.html).toContain('Page <!-- -->/login');
    expect(home!.css).toContain('letter-spacing:0.02em');
    expect(home!.css).toContain('color:#0b3d5c'); // the theme's brand colour
    expect(home!.css).toContain('body{margin:0;'); // the global style
    const className = /class="([^"]+)"/.exec(home!.html)![1]!.split(' ').pop();
    expect(home!.css).toContain(`.${className}{`);
  });

  it('leaves out what has not come yet, as the first live render does: no Suspense markers', () => {
    const Later = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    const { html } = renderPage({
      path: '/',
      Page: () => (
        <main>
          <h1>Now</h1>
          <Suspense fallback={null}>
            <Later />
          </Suspense>
        </main>
      ),
    });
    expect(html).toBe('<main><h1>Now</h1></main>');
  });

  it("drops styled-components' rehydration records from the CSS", () => {
    const css = cssOf(
      '<style data-styled="true">.a{color:red;}/*!sc*/\ndata-styled.g1[id="sc-x"]{content:"a,"}/*!sc*/\n@media (min-width: 1px){.a{color:blue;}}/*!sc*/\n</style>',
    );
    expect(css).toBe('.a{color:red;}@media (min-width: 1px){.a{color:blue;}}');
  });
});
