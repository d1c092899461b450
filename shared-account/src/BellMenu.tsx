import { formatDate, useT } from 'shared-i18n';
import { useCallback, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NotificationList } from './calls/notifications';
import { UnreadBadge, VisuallyHidden } from 'shared-ui';
import { useDismiss } from './useDismiss';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  /* The bar's own text colour: dark on the dashboards' white top bar, white on the site's brand
     bar, so the bell is seen on both (never white on white). */
  border: 2px solid currentColor;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Count = styled.span`
  position: absolute;
  top: -0.375rem;
  right: -0.5rem;
  pointer-events: none;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  width: min(22rem, calc(100vw - 1.5rem));
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 50;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    display: grid;
    color: inherit;
    text-decoration: none;
  }
  a[data-unread] {
    font-weight: 700;
  }
  time {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const MarkAll = styled.button`
  font: inherit;
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
  cursor: pointer;
`;

/** A bell drawn inline (no icon library on the header's path). */
function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

/** The least room kept between the open panel and the window's edge. */
const WINDOW_MARGIN_PX = 12;

/**
 * The panel hangs from the bell's right edge; where the bell stands left of the window's right
 * edge on a narrow screen (the account menu's button beside it), that would push the panel's
 * start off the window's left edge. Answers how far to move it right so it starts inside.
 */
function usePanelInsideWindow(
  open: boolean,
  wrapRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
): number {
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const wrap = wrapRef.current;
      const panel = panelRef.current;
      if (!wrap || !panel) return;
      const start = wrap.getBoundingClientRect().right - panel.offsetWidth;
      setShift(Math.max(0, Math.ceil(WINDOW_MARGIN_PX - start)));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, wrapRef, panelRef]);
  return shift;
}

export interface BellMenuProps {
  list: NotificationList | undefined;
  markRead: (which: { ids: string[] } | { all: true }) => void;
}

/**
 * The notification bell of the header: the unread count on the button, and on press the newest
 * notifications (unread ones bold), each opening its page and marking itself read.
 */
export function BellMenu({ list, markRead }: BellMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrapRef, buttonRef);
  const shift = usePanelInsideWindow(open, wrapRef, panelRef);
  const unread = list?.unread ?? 0;
  const items = list?.items ?? [];
  const t = useT();

  return (
    <Wrap ref={wrapRef}>
      <BellButton
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.bell.label', { unread })}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
      </BellButton>
      {/* On the bell's corner but beside the button, not in it: the button's name says the count,
          and its visible content (the icon alone) has no text the name must contain. */}
      {unread > 0 ? (
        <Count aria-hidden="true">
          <UnreadBadge count={unread} />
        </Count>
      ) : null}
      {open ? (
        <Panel id={panelId} ref={panelRef} style={shift ? { right: -shift } : undefined}>
          <h2>{t('account.bell.title')}</h2>
          {unread > 0 ? (
            <MarkAll type="button" onClick={() => markRead({ all: true })}>
              {t('account.bell.markAllRead')}
            </MarkAll>
          ) : null}
          {items.length === 0 ? <p>{t('account.bell.empty')}</p> : null}
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.link}
                  data-unread={item.read ? undefined : ''}
                  onClick={() => {
                    if (!item.read) markRead({ ids: [item.id] });
                    close();
                  }}
                >
                  {item.read ? null : (
                    <VisuallyHidden>{t('account.bell.unreadPrefix')}</VisuallyHidden>
                  )}
                  <span>{item.text}</span>
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt, 'dateTime')}</time>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </Wrap>
  );
}
