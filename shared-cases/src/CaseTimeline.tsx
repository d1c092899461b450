import { useT } from 'shared-i18n';
import { useId } from 'react';
import styled from 'styled-components';
import { BreakableText } from 'shared-ui';
import { CaseSection } from './CaseSection';
import type { Timeline } from 'shared-api';
import { formatEventTime, timelineEventText } from './timelineText';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

const Events = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(3)};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  display: grid;
  /* As wide as the section, however long an event's text: it wraps inside. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    overflow-wrap: break-word;
  }
  time {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const FirmOnly = styled.span`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.accentText};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
`;

/**
 * A case's timeline, oldest first: who has the case, then every event with its time. Private
 * events (the firm's notes) only reach the firm; they carry a 'Firm only' mark.
 */
export function CaseTimeline({ timeline }: { timeline: Timeline }) {
  const headingId = useId();
  const t = useT();
  return (
    <CaseSection aria-labelledby={headingId}>
      <h3 id={headingId}>{t('cases.timeline.title')}</h3>
      <p>
        {timeline.lawyer
          ? t('cases.timeline.lawyer', { name: timeline.lawyer.name })
          : t('cases.timeline.noLawyer')}
      </p>
      <Events>
        {timeline.events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatEventTime(event.at)}</time>
            <span>
              <BreakableText>{timelineEventText(event)}</BreakableText>
            </span>
            {event.private ? <FirmOnly>{t('cases.timeline.firmOnly')}</FirmOnly> : null}
          </li>
        ))}
      </Events>
    </CaseSection>
  );
}
