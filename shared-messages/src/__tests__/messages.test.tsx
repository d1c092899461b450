import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseMessage } from 'shared-api';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';
import { Composer } from '../Composer';
import { Thread } from '../Thread';

const messages = (n: number): CaseMessage[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `m${i + 1}`,
    caseId: 'case-1',
    seq: i + 1,
    authorName: i % 2 ? 'Lawyer One' : 'Aline Uwase',
    authorEmail: i % 2 ? 'lawyer.one@example.com' : 'aline@example.com',
    authorRole: i % 2 ? 'adminStaff' : 'client',
    mine: i % 2 === 0,
    text: `Message number ${i + 1}`,
    createdAt: new Date(Date.UTC(2025, 0, 1, 8, i)).toISOString(),
    attachment:
      i === n - 1
        ? {
            url: 'https://api.example/f',
            fileName: 'letter.pdf',
            mime: 'application/pdf',
            size: 10,
          }
        : null,
  }));

describe('Thread', () => {
  it('renders only the newest page of 500 messages, oldest first, and pages earlier ones in', async () => {
    renderWithTheme(<Thread messages={messages(500)} pageSize={40} />);
    const region = screen.getByRole('region', { name: 'Conversation' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(40);
    expect(items[0]).toHaveTextContent('Message number 461');
    expect(items[39]).toHaveTextContent('Message number 500');
    expect(within(region).getByRole('link', { name: 'Attachment: letter.pdf' })).toHaveAttribute(
      'href',
      'https://api.example/f',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages (460)' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(80);
    expect(screen.getByRole('button', { name: 'Show earlier messages (420)' })).toBeVisible();
  });

  it('names the author (or "You") and the role', () => {
    renderWithTheme(<Thread messages={messages(2)} />);
    expect(screen.getByRole('article', { name: 'Message from you' })).toHaveTextContent(
      'You · Client',
    );
    expect(screen.getByRole('article', { name: 'Message from Lawyer One' })).toHaveTextContent(
      'Lawyer One · Lawyer',
    );
    expect(screen.queryByRole('button', { name: /Show earlier/ })).toBeNull();
  });

  it('says when there is nothing yet', () => {
    renderWithTheme(<Thread messages={[]} />);
    expect(screen.getByText('No messages yet. Write the first one below.')).toBeVisible();
  });
});

function Harness({
  onSend,
  error = null,
}: {
  onSend: (text: string, file: File | null) => Promise<boolean>;
  error?: string | null;
}) {
  const [text, setText] = useState('');
  return (
    <Composer
      value={text}
      error={error}
      onChange={setText}
      onSend={async (file) => {
        const sent = await onSend(text, file);
        if (sent) setText('');
        return sent;
      }}
    />
  );
}

describe('Composer', () => {
  it('Enter sends, Shift+Enter breaks the line', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    renderWithTheme(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('Hello\nsecond line');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nsecond line', null);
    expect(box).toHaveValue('');
  });

  it('keeps the text and the file after a failed send, and shows why', async () => {
    const onSend = jest.fn().mockResolvedValue(false);
    const { rerender } = renderWithTheme(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attach a file (optional)'), file);
    await userEvent.type(box, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Keep me', file);
    expect(box).toHaveValue('Keep me');
    rerender(<Harness onSend={onSend} error="Not sent" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith('Keep me', file);
  });

  it('shows Sending... and does not send twice while sending', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    renderWithTheme(<Composer value="x" onChange={() => undefined} onSend={onSend} sending />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
