import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useCaseListUrl } from '../useCaseListUrl';

/** Two writes before the page renders again: a filter picked, then the search box's debounced
 * words landing in the same moment (a busy browser runs the timer before the new render). */
function TwoWrites() {
  const { setView, setPage } = useCaseListUrl();
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setView({ caseType: 'Civil matters' });
          setView({ q: 'boundary' }, { replace: true });
        }}
      >
        filter then words
      </button>
      <button
        type="button"
        onClick={() => {
          setView({ status: 'Received' });
          setPage(2);
        }}
      >
        filter then page
      </button>
      <output aria-label="location">{location.search}</output>
    </>
  );
}

const search = () => screen.getByRole('status', { name: 'location' }).textContent;

test('a write made before the next render keeps the one just made (no filter lost)', async () => {
  render(
    <MemoryRouter initialEntries={['/submitted-cases']}>
      <TwoWrites />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'filter then words' }));
  expect(new URLSearchParams(search() ?? '').get('caseType')).toBe('Civil matters');
  expect(new URLSearchParams(search() ?? '').get('q')).toBe('boundary');
  await userEvent.click(screen.getByRole('button', { name: 'filter then page' }));
  expect(new URLSearchParams(search() ?? '').get('status')).toBe('Received');
  expect(new URLSearchParams(search() ?? '').get('page')).toBe('2');
});
