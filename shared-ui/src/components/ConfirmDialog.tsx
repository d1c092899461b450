import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Modal } from './Modal';

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface ConfirmDialogProps {
  /** Defaults to true, so a page may mount the dialog only while it is needed. */
  open?: boolean;
  /** Dialog title; defaults to the message. */
  title?: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While true the confirm button shows `busyLabel` and both buttons wait. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question (e.g. delete: 'Yes, Delete' / 'Cancel', 'Deleting.....' while running). */
export function ConfirmDialog({
  open = true,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title ?? message}
      role="alertdialog"
      describedBy={title ? messageId : undefined}
      initialFocusRef={cancelRef}
      maxWidth="440px"
    >
      {title ? <Message id={messageId}>{message}</Message> : null}
      <Actions>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy} loadingLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
