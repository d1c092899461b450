import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Modal } from '../components/Modal';
import { renderWithTheme } from '../testing/renderWithTheme';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View
      </button>
      <Modal
        open={open}
        title="SUBMITTED CASE:"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Case Owner</p>
        <a href="/file">Submitted File</a>
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title, focused inside', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'SUBMITTED CASE:' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Submitted File' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    [
      'the Close button',
      async () => userEvent.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('closes with %s and gives focus back', async (_how, close) => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'View' });
    await userEvent.click(opener);
    await close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click on the backdrop, not inside', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    await userEvent.click(screen.getByText('Case Owner'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  const props = {
    message: 'Are you sure you want to delete this case?',
    confirmLabel: 'Yes, Delete',
    cancelLabel: 'Cancel',
    busyLabel: 'Deleting.....',
  };

  it('asks the question and answers yes or no', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this case?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('reads "Deleting....." and waits while busy', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog {...props} busy onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Deleting.....' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed; a title makes the message its description', () => {
    const { rerender } = renderWithTheme(
      <ConfirmDialog {...props} open={false} onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(
      <ConfirmDialog {...props} title="Delete case" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete case' })).toHaveAccessibleDescription(
      'Are you sure you want to delete this case?',
    );
  });
});
