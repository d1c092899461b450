import { useT } from 'shared-i18n';
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** The room a dialog leaves around itself inside the window, on each side. */
const MARGIN = {
  block: 16,
  inline: 12,
};

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${MARGIN.block}px ${MARGIN.inline}px;
  background: rgba(16, 24, 40, 0.55);
`;

/**
 * The dialog is never larger than the window: its title and close button stay in view, and a
 * long content scrolls inside it.
 */
const Panel = styled.div<{ $width: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: min(${({ $width }) => $width}, calc(100vw - ${2 * MARGIN.inline}px));
  max-height: calc(100dvh - ${2 * MARGIN.block}px);
  padding: ${({ theme }) => theme.space(5)} 0 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.25);
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
`;

const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.brand};
  hyphens: auto;
  overflow-wrap: break-word;
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  margin: -${({ theme }) => theme.space(2)} -${({ theme }) => theme.space(2)} 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.hasAttribute('disabled') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes the dialog. */
  describedBy?: string;
  /** Element to focus first (defaults to the first focusable one after the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  maxWidth?: string;
}

/**
 * A modal dialog: labelled by its title, focus kept inside while open, Esc and the 'Close' button
 * and a click on the backdrop close it, and focus returns to where it was when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  role = 'dialog',
  describedBy,
  initialFocusRef,
  maxWidth = '560px',
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) {
      const candidates = focusableIn(panel);
      const target = initialFocusRef?.current ?? candidates[1] ?? candidates[0] ?? panel;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    // Only the topmost dialog answers Esc and keeps focus (a confirm may open above another).
    const topmost = () => {
      const dialogs = document.querySelectorAll('[aria-modal="true"]');
      return dialogs[dialogs.length - 1] === panel;
    };
    // Esc closes even when focus has fallen out of the dialog (a button disabled while sending).
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel || panel.contains(event.target as Node)) return;
      if (!topmost()) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    // A control disabled while a request runs drops focus to <body>: keep it in the dialog, and
    // give it back to that control once it is enabled again (after a server error, say).
    let lastFocused: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== panel) lastFocused = event.target as HTMLElement;
    };
    panel?.addEventListener('focusin', onFocusIn);
    const observer = new MutationObserver(() => {
      if (!panel || !topmost()) return;
      const active = document.activeElement;
      const lost = !active || active === document.body;
      if (!lost && active !== panel) return;
      const usable =
        lastFocused?.isConnected &&
        panel.contains(lastFocused) &&
        !lastFocused.hasAttribute('disabled');
      if (usable) lastFocused?.focus();
      else if (lost) panel.focus();
    });
    if (panel)
      observer.observe(panel, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['disabled', 'aria-busy'],
      });

    return () => {
      observer.disconnect();
      panel?.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.body.style.overflow = overflow;
      if (previous && typeof previous.focus === 'function' && previous.isConnected)
        previous.focus();
    };
    // Focus moves on open only; the ref is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $width={maxWidth}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton
            type="button"
            aria-label={t('ui.modal.close')}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
