import { keepReturnPath, takeReturnPath } from '../session/returnPath';

beforeEach(() => sessionStorage.clear());

describe('the page kept for after the login', () => {
  it('takes the user back once, when their role may see it', () => {
    keepReturnPath('/submitted-cases?page=2', ['admin'], null);
    expect(takeReturnPath('admin', 'a1', '/admin-dashboard')).toBe('/submitted-cases?page=2');
    expect(takeReturnPath('admin', 'a1', '/admin-dashboard')).toBe('/admin-dashboard');
  });

  it('another role goes to its own dashboard', () => {
    keepReturnPath('/submitted-cases', ['admin'], null);
    expect(takeReturnPath('client', 'c1', '/user-dashboard')).toBe('/user-dashboard');
  });

  it('a page kept for one user is not given to another', () => {
    keepReturnPath('/update-case/1', ['client'], 'c1');
    expect(takeReturnPath('client', 'c2', '/user-dashboard')).toBe('/user-dashboard');
    keepReturnPath('/update-case/1', ['client'], 'c1');
    expect(takeReturnPath('client', 'c1', '/user-dashboard')).toBe('/update-case/1');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil',
    '/login',
    `/${'x'.repeat(2001)}`,
  ])('never keeps %s', (path) => {
    keepReturnPath(path, ['client'], null);
    expect(takeReturnPath('client', 'c1', '/user-dashboard')).toBe('/user-dashboard');
  });

  it('ignores an entry it did not write', () => {
    sessionStorage.setItem('btj:return-to', '{"path":"//evil.example","roles":["client"]}');
    expect(takeReturnPath('client', 'c1', '/user-dashboard')).toBe('/user-dashboard');
  });
});
