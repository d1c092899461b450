import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type UploadOptions } from 'shared-api';
import { aDocument, aLawyerPerson } from 'shared-api/src/testing/caseLifeFixtures';
import { CaseDocuments } from '../CaseDocuments';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';

const pdf = (name = 'second.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const noAdd = jest.fn(async () => undefined);
const noRemove = jest.fn(async () => undefined);

test('lists each document with its link, size, uploader and date; Remove only on its uploader’s', async () => {
  const remove = jest.fn(async () => undefined);
  const mine = aDocument(1);
  const theirs = aDocument(2, { uploadedBy: aLawyerPerson, canRemove: false });
  renderWithTheme(
    <CaseDocuments documents={[mine, theirs]} canAdd onAdd={noAdd} onRemove={remove} />,
  );
  const items = within(screen.getByRole('region', { name: 'Documents' })).getAllByRole('listitem');
  expect(within(items[0]!).getByRole('link', { name: 'evidence1.pdf' })).toHaveAttribute(
    'href',
    mine.url,
  );
  expect(items[0]).toHaveTextContent('2.0 KB, added by Aline Uwase on November 22, 2026');
  expect(items[1]).toHaveTextContent('4.0 KB, added by Lawyer One');
  expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();

  await userEvent.click(within(items[0]!).getByRole('button', { name: 'Remove evidence1.pdf' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
  expect(remove).toHaveBeenCalledWith(mine);
});

test('a file over the limit is refused on its field and never sent; none chosen says so', async () => {
  const add = jest.fn(async () => undefined);
  renderWithTheme(<CaseDocuments documents={[]} canAdd onAdd={add} onRemove={noRemove} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please upload a file.');
  await userEvent.upload(screen.getByLabelText('Add a document'), pdf('big.pdf', 11 * 1024 * 1024));
  expect(screen.getByLabelText('Add a document')).toHaveAccessibleDescription(/too large/i);
  await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
  expect(add).not.toHaveBeenCalled();
});

test('an upload shows its progress; Cancel asks first and then drops it without an error', async () => {
  let options: UploadOptions = {};
  const add = jest.fn(
    (_file: File, given: UploadOptions) =>
      new Promise((_resolve, reject) => {
        options = given;
        given.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );
  renderWithTheme(<CaseDocuments documents={[]} canAdd onAdd={add} onRemove={noRemove} />);
  await userEvent.upload(screen.getByLabelText('Add a document'), pdf());
  await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
  expect(add).toHaveBeenCalledWith(expect.any(File), expect.anything());
  act(() => options.onProgress?.(0.4));
  expect(screen.getByRole('status')).toHaveTextContent('Uploading... 40%');

  await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
  const ask = screen.getByRole('alertdialog', { name: 'Cancel the upload?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Yes, cancel the upload' }));
  await waitFor(() => expect(options.signal?.aborted).toBe(true));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add document' })).toBeEnabled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a refused upload shows the server’s reason', async () => {
  const add = jest.fn(async () => {
    // What a call throws for the server's 409 envelope (shared-api's toApiError).
    const said = 'This case is closed: its documents can no longer change.';
    throw new ApiError(said, 409, said);
  });
  renderWithTheme(<CaseDocuments documents={[]} canAdd onAdd={add} onRemove={noRemove} />);
  await userEvent.upload(screen.getByLabelText('Add a document'), pdf('x.pdf'));
  await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This case is closed: its documents can no longer change.',
  );
});

test('a closed case keeps its list and says documents can no longer change', () => {
  renderWithTheme(
    <CaseDocuments documents={[aDocument(1)]} canAdd={false} onAdd={noAdd} onRemove={noRemove} />,
  );
  expect(
    screen.getByText('This case is closed: its documents can no longer change.'),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('Add a document')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'evidence1.pdf' })).toBeInTheDocument();
});
