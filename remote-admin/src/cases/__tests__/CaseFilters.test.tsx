import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { CaseFilters } from '../CaseFilters';
import { useCaseListUrl } from '../useCaseListUrl';

function Harness() {
  const list = useCaseListUrl();
  const location = useLocation();
  return (
    <>
      <CaseFilters list={list} lawyers={[]} withFlag />
      <output aria-label="location">{location.search}</output>
    </>
  );
}

afterEach(() => jest.useRealTimers());

test('a filter picked while the typed words still wait for their pause takes the words with it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/submitted-cases']}>
        <Harness />
      </MemoryRouter>
    </AppProviders>,
  );
  await user.type(screen.getByLabelText('Search cases'), 'boundary');
  // Picked before the 150 ms pause: one history entry with the words and the type.
  await user.selectOptions(screen.getByLabelText('Case type'), 'Civil matters');
  const search = () =>
    new URLSearchParams(screen.getByRole('status', { name: 'location' }).textContent ?? '');
  expect(search().get('q')).toBe('boundary');
  expect(search().get('caseType')).toBe('Civil matters');
  await act(async () => jest.advanceTimersByTime(500));
  expect(search().get('q')).toBe('boundary');
  expect(search().get('caseType')).toBe('Civil matters');
});
