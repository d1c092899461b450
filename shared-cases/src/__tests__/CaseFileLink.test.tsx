import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { sessionStore } from 'shared-api';
import { aCase } from 'shared-api/src/testing/fixtures';
import { fail, ok, testServerForSuite } from 'shared-api/src/testing/testServer';
import { CaseFileLink } from '../CaseFileLink';
import { CaseNotFound } from '../CaseNotFound';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';

const server = testServerForSuite();
let clicked: string[];
beforeEach(() => {
  sessionStore.getState().setSession({ token: 'tok-1', userId: 'user-1', email: 'a@example.com' });
  clicked = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:case-file'),
    revokeObjectURL: jest.fn(),
  });
  // The download the component hands to the browser: record it instead of navigating jsdom.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(`${this.getAttribute('href')} as ${this.download}`);
  });
});
afterEach(() => {
  sessionStore.getState().clearSession();
  jest.restoreAllMocks();
  toast.remove();
});

describe('CaseFileLink: a fresh signed link at click time', () => {
  const stale = 'http://localhost:4000/api/files/abc?exp=1&sig=old';

  it('is a real link to the file, and a click downloads through a fresh link', async () => {
    const fresh = `${server.url}/files/abc?exp=999&sig=new`;
    server.on('GET', '/cases/singleCase/case-1', ok(aCase({ file: fresh, fileName: 'deed.pdf' })));
    server.on('GET', '/files/abc', ok('bytes'));
    renderWithTheme(<CaseFileLink item={aCase({ file: stale, fileName: 'deed.pdf' })} />);
    const link = screen.getByRole('link', { name: 'deed.pdf' });
    expect(link).toHaveAttribute('href', stale);

    fireEvent.click(link);
    await waitFor(() => expect(clicked).toEqual(['blob:case-file as deed.pdf']));
    expect(server.requests.map((r) => r.path)).toEqual(['/cases/singleCase/case-1', '/files/abc']);
    // The link itself now carries the fresh URL (copy or open in a new tab works again).
    expect(link).toHaveAttribute('href', fresh);
  });

  it('a refusal is a toast in the app, and the page does not follow the link', async () => {
    const error = jest.spyOn(toast, 'error');
    server.on('GET', '/cases/singleCase/case-1', fail(404, 'Case not found'));
    renderWithTheme(<CaseFileLink item={aCase({ file: stale })}>Download</CaseFileLink>);
    const link = screen.getByRole('link', { name: 'Download' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Case not found', expect.anything()));
    expect(clicked).toEqual([]);
  });

  it('a modified click (new tab) is left to the browser', () => {
    renderWithTheme(<CaseFileLink item={aCase({ file: stale })}>Download</CaseFileLink>);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Download' }), {
      ctrlKey: true,
    });
    expect(notPrevented).toBe(true);
    expect(server.requests).toEqual([]);
  });
});

describe('CaseNotFound', () => {
  it("says so and links back to the signed-in user's dashboard", () => {
    renderWithTheme(<CaseNotFound />);
    expect(screen.getByRole('heading', { level: 2, name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/user-dashboard',
    );
  });

  it('inside a dialog the way back closes it', () => {
    const onBack = jest.fn();
    renderWithTheme(<CaseNotFound level={3} onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Case not found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
