/**
 * react-hot-toast as the browser builds share it (rspack/sharedToast/reactHotToast.ts): the
 * library comes with the first toast, and every toast still shows its text for its duration.
 */
import { act, render, screen } from '@testing-library/react';

let libraryLoads = 0;
jest.mock(
  'react-hot-toast-lib',
  () => {
    libraryLoads += 1;
    return jest.requireActual('react-hot-toast');
  },
  { virtual: true },
);

import toast, { Toaster, useToasterStore } from '../../../rspack/sharedToast/reactHotToast';

function OpenToasts() {
  const { toasts } = useToasterStore();
  return <p data-testid="open">{toasts.filter((t) => t.visible).length}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('loads nothing until the first toast, then shows it for its full duration', async () => {
  render(
    <>
      <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
      <OpenToasts />
    </>,
  );
  expect(libraryLoads).toBe(0);
  expect(screen.getByTestId('open')).toHaveTextContent('0');

  let id = '';
  act(() => {
    id = toast.success('Login Successfully');
  });
  expect(id).toEqual(expect.any(String));
  expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
  expect(libraryLoads).toBe(1);
  expect(screen.getByTestId('open')).toHaveTextContent('1');

  // 5000 ms from when it showed, as the library times it.
  await act(async () => jest.advanceTimersByTime(4900));
  expect(screen.getByText('Login Successfully')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1200));
  expect(screen.getByTestId('open')).toHaveTextContent('0');

  // Loaded now: later toasts are the library's own calls, with their ids.
  act(() => {
    toast.error('Email is required.', { id: 'form' });
  });
  expect(await screen.findByText('Email is required.')).toBeInTheDocument();
  act(() => toast.dismiss('form'));
  await act(async () => jest.advanceTimersByTime(1500));
  expect(screen.getByTestId('open')).toHaveTextContent('0');
  expect(libraryLoads).toBe(1);
});

test('a toast dismissed before the library came is dismissed, not shown for good', async () => {
  // A fresh module (the library not loaded), on the same React as the renderer.
  const react: unknown = jest.requireActual('react');
  let fresh!: typeof import('../../../rspack/sharedToast/reactHotToast');
  jest.isolateModules(() => {
    jest.doMock('react', () => react);
    fresh = jest.requireActual('../../../rspack/sharedToast/reactHotToast');
  });
  function Open() {
    const { toasts } = fresh.useToasterStore();
    return <p data-testid="open">{toasts.filter((t) => t.visible).length}</p>;
  }
  render(
    <>
      <fresh.Toaster />
      <Open />
    </>,
  );
  act(() => {
    const id = fresh.toast('Your session will end in 1 minute', { id: 'warning' });
    expect(id).toBe('warning');
    fresh.toast.dismiss(id);
  });
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.getByTestId('open')).toHaveTextContent('0');
  // Dismissed: it leaves the screen (the library's own exit, 1 s).
  await act(async () => jest.advanceTimersByTime(2000));
  expect(screen.queryByText('Your session will end in 1 minute')).not.toBeInTheDocument();
});
