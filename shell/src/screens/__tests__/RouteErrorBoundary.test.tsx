import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { RouteErrorBoundary } from '../RouteErrorScreen';

function Broken(): never {
  throw new Error('The page broke');
}

function Page() {
  return (
    <>
      <p>A working page</p>
      <Link to="/broken">Open the broken page</Link>
    </>
  );
}

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<Page />} />
            <Route path="/broken" element={<Broken />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('a page that throws while rendering shows the route error screen with its message', () => {
  renderAt('/broken');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Unexpected Application Error!',
  );
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('500');
  expect(screen.getByText('The page broke')).toBeInTheDocument();
});

test('the screen gives way to the next page asked for', async () => {
  renderAt('/broken');
  await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(await screen.findByText('A working page')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Open the broken page' }));
  expect(screen.getByText('The page broke')).toBeInTheDocument();
});
