import { act, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { prerenderGuardScript } from '../../../build/prerenderGuardScript';
import { takeOverPrerender } from '../takeOverPrerender';

/** The login form of a page, as the prerender (plain HTML) and the live page (React) both draw it. */
const FORM_HTML =
  '<main><h1>Login</h1><form>' +
  '<label>Email<input id="email" type="email" name="email" value=""></label>' +
  '<label>Role<select id="role"><option value="a">A</option><option value="b">B</option></select></label>' +
  '<button type="button">Show password</button>' +
  '<button type="submit">Login</button></form></main>';

function LiveForm({ onSubmit }: { onSubmit: (values: { email: string; role: string }) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('a');
  const [shown, setShown] = useState(0);
  return (
    <main>
      <h1>Login</h1>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit({ email, role });
        }}
      >
        <label>
          Email
          <input
            id="email"
            type="email"
            name="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          Role
          <select id="role" value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="a">A</option>
            <option value="b">B</option>
          </select>
        </label>
        <button type="button" onClick={() => setShown((n) => n + 1)}>
          Show password{shown ? ` (${shown})` : ''}
        </button>
        <button type="submit">Login</button>
      </form>
    </main>
  );
}

/** Runs the inline guard of index.html (its <style> and <script>) in this document. */
function installGuard() {
  const markup = prerenderGuardScript();
  const css = /<style>([\s\S]*?)<\/style>/.exec(markup)![1]!;
  const js = /<script>([\s\S]*?)<\/script>/.exec(markup)![1]!;
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  new Function(js)();
}

// React's act() outside Testing Library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.className = '';
  document.body.innerHTML = `<div id="btj-prerender"><style>main{color:red}</style>${FORM_HTML}</div><div id="root"></div>`;
  localStorage.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

async function mountLivePage(onSubmit = jest.fn()) {
  const container = document.getElementById('root')!;
  root = createRoot(container);
  await act(async () => {
    root!.render(<LiveForm onSubmit={onSubmit} />);
  });
  return { container, onSubmit };
}

describe('the prerender guard in index.html', () => {
  it('holds a form sent before the live page came, and records clicks on buttons by path', () => {
    installGuard();
    const form = document.querySelector('#btj-prerender form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    (document.querySelector('#btj-prerender button[type=button]') as HTMLButtonElement).click();
    // The prerender's <style> is not counted: paths match the live page in #root.
    expect(window.__BTJ_PRERENDER_EVENTS__).toEqual([
      { type: 'submit', path: [0, 1] },
      { type: 'click', path: [0, 1, 2], text: 'Show password' },
    ]);
  });

  it('leaves forms outside the prerender alone', () => {
    installGuard();
    document.getElementById('root')!.innerHTML = '<form id="live"></form>';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('live')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(window.__BTJ_PRERENDER_EVENTS__).toEqual([]);
  });

  it("marks a signed-in user's page so the visitor's prerender is not shown", () => {
    localStorage.setItem('token', 'a.b.c');
    installGuard();
    expect(document.documentElement).toHaveClass('btj-session');
    expect(getComputedStyle(document.getElementById('btj-prerender')!).display).toBe('none');
  });

  it('shows the prerender to a visitor', () => {
    installGuard();
    expect(document.documentElement).not.toHaveClass('btj-session');
    expect(getComputedStyle(document.getElementById('btj-prerender')!).display).not.toBe('none');
  });
});

describe('takeOverPrerender', () => {
  it('replaces the prerender by the live page', async () => {
    const { container } = await mountLivePage();
    await act(async () => takeOverPrerender(container));
    expect(document.getElementById('btj-prerender')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('carries what was typed and chosen, the focus and the caret into the live fields', async () => {
    const email = document.querySelector('#btj-prerender #email') as HTMLInputElement;
    email.value = 'client@example.com';
    email.focus();
    (document.querySelector('#btj-prerender #role') as HTMLSelectElement).value = 'b';
    const { container } = await mountLivePage();
    await act(async () => takeOverPrerender(container));
    const live = container.querySelector('#email') as HTMLInputElement;
    expect(live).toHaveValue('client@example.com');
    expect(live).toHaveFocus();
    expect(container.querySelector('#role')).toHaveValue('b');
  });

  it('sends again, with the carried values, a form sent before the live page came', async () => {
    installGuard();
    (document.querySelector('#btj-prerender #email') as HTMLInputElement).value =
      'early@example.com';
    (document.querySelector('#btj-prerender button[type=button]') as HTMLButtonElement).click();
    (document.querySelector('#btj-prerender form') as HTMLFormElement).dispatchEvent(
      new Event('submit', { bubbles: true, cancelable: true }),
    );
    const { container, onSubmit } = await mountLivePage();
    await act(async () => takeOverPrerender(container));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'early@example.com', role: 'a' });
    expect(container.querySelector('button[type=button]')).toHaveTextContent('Show password (1)');
    expect(window.__BTJ_PRERENDER_EVENTS__).toEqual([]);
  });

  it('replays nothing on a live page that is not the prerendered one (a redeploy in between)', async () => {
    installGuard();
    const prerenderedButton = document.querySelector(
      '#btj-prerender button[type=button]',
    ) as HTMLButtonElement;
    prerenderedButton.textContent = 'Delete my account';
    prerenderedButton.click();
    const email = document.querySelector('#btj-prerender #email') as HTMLInputElement;
    email.type = 'text';
    email.value = 'typed@example.com';
    const { container } = await mountLivePage();
    await act(async () => takeOverPrerender(container));
    expect(container.querySelector('button[type=button]')).toHaveTextContent(/^Show password$/);
    expect(container.querySelector('#email')).toHaveValue('');
  });

  it('carries nothing into a live field drawn for another thing (another name)', async () => {
    const email = document.querySelector('#btj-prerender #email') as HTMLInputElement;
    email.name = 'username';
    email.value = 'typed@example.com';
    const { container } = await mountLivePage();
    await act(async () => takeOverPrerender(container));
    expect(container.querySelector('#email')).toHaveValue('');
  });

  it('does nothing when the page came with no prerender', async () => {
    document.getElementById('btj-prerender')!.remove();
    const { container, onSubmit } = await mountLivePage();
    await act(async () => takeOverPrerender(container));
    expect(container.querySelector('#email')).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
