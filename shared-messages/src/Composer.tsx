import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useT } from 'shared-i18n';
import { registerCatalogueOfMessages } from './i18n/catalogue';

// This module's texts (messages.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfMessages();

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Area = styled.textarea`
  font: inherit;
  min-height: 88px;
  resize: vertical;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const FileLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input {
    max-width: 100%;
    font: inherit;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const COMPOSER_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';

export interface ComposerProps {
  /** The draft: owned by the caller (a store), so a failed send or a page change loses nothing. */
  value: string;
  onChange: (text: string) => void;
  /** Called with the attached file (or null); answers whether the message went out. */
  onSend: (file: File | null) => Promise<boolean> | boolean;
  sending?: boolean;
  error?: string | null;
  label?: string;
  maxLength?: number;
}

/**
 * The message box of a thread: Enter sends, Shift+Enter breaks the line; an optional file.
 * The text and the file stay after a failed send; both clear once the message is sent.
 */
export function Composer({
  value,
  onChange,
  onSend,
  sending = false,
  error = null,
  label,
  maxLength = 4000,
}: ComposerProps) {
  const t = useT();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (sending) return;
    const sent = await onSend(file);
    if (sent) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form onSubmit={onSubmit} aria-label={t('messages.composer.formLabel')}>
      <Label htmlFor={`${id}-text`}>{label ?? t('messages.composer.label')}</Label>
      <Area
        id={`${id}-text`}
        value={value}
        maxLength={maxLength + 200}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <Hint id={`${id}-hint`}>{t('messages.composer.hint')}</Hint>
      {error ? (
        <Problem id={`${id}-error`} role="alert">
          {error}
        </Problem>
      ) : null}
      <Row>
        <FileLabel>
          {t('messages.composer.attach')}
          <input
            ref={fileInput}
            type="file"
            accept={COMPOSER_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FileLabel>
        <Button type="submit" loading={sending} loadingLabel={t('messages.composer.sending')}>
          {t('messages.composer.send')}
        </Button>
      </Row>
    </Form>
  );
}
