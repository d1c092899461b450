import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  CASE_STATUSES,
  CASE_TAXONOMY,
  CASE_TYPES,
  DONE_FLAGS,
  UNASSIGNED,
  subtypesOf,
  type CaseListView,
} from 'shared-contract';
import { Button, SelectField, TextField } from 'shared-ui';
import { useCaseWords } from 'shared-cases';
import { useT } from 'shared-i18n';
import type { CaseListUrl } from './useCaseListUrl';
import { SORT_CHOICES, sortChoiceOf } from './sortChoices';

/** Typing waits this long for the next key before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 150;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const ClearRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const ALL_SUBTYPES = [...new Set(Object.values(CASE_TAXONOMY).flat())];

export interface LawyerChoice {
  email: string;
  name: string;
}

export interface CaseFiltersProps {
  list: CaseListUrl;
  lawyers: readonly LawyerChoice[];
  /** Offer the Done/Going filter (not on the archive, which is Done). */
  withFlag: boolean;
  /** Buttons beside Clear (the export). */
  children?: ReactNode;
}

/** The search box, the filters and the order of a case list; every change goes to the URL. */
export function CaseFilters({ list, lawyers, withFlag, children }: CaseFiltersProps) {
  const t = useT();
  const words = useCaseWords();
  const { view, setView, clear } = list;
  const [text, setText] = useState(view.q ?? '');
  const typed = useRef(view.q ?? '');

  // Back, Forward or Clear changed the words in the URL: the box follows.
  useEffect(() => {
    if ((view.q ?? '') !== typed.current) {
      typed.current = view.q ?? '';
      setText(view.q ?? '');
    }
  }, [view.q]);

  useEffect(() => {
    if (text === typed.current) return;
    const timer = setTimeout(() => {
      typed.current = text;
      setView({ q: text }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setView]);

  // A filter or order picked while typed words still wait for their pause takes them along: the
  // view the admin sees (words and filter) is one URL, one history entry.
  const change = (patch: Partial<CaseListView>) => {
    if (text !== typed.current) {
      typed.current = text;
      setView({ ...patch, q: text });
    } else setView(patch);
  };
  const pick = (field: keyof CaseListView) => (event: { target: { value: string } }) =>
    change({ [field]: event.target.value });
  const filtered = Object.keys(view).length > 0;

  return (
    <>
      <Form
        role="search"
        aria-label={t('admin.filters.region')}
        onSubmit={(e) => e.preventDefault()}
      >
        <Wide>
          <TextField
            label={t('admin.filters.search')}
            type="search"
            placeholder={t('admin.filters.searchPlaceholder')}
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </Wide>
        <SelectField
          label={t('admin.filters.status')}
          placeholder={t('admin.filters.anyStatus')}
          options={CASE_STATUSES.map((value) => ({ value, label: words.status(value) }))}
          value={view.status ?? ''}
          onChange={pick('status')}
        />
        <SelectField
          label={t('admin.filters.caseType')}
          placeholder={t('admin.filters.anyType')}
          options={CASE_TYPES.map((value) => ({ value, label: words.caseType(value) }))}
          value={view.caseType ?? ''}
          onChange={(event) => change({ caseType: event.target.value, caseSubtype: '' })}
        />
        <SelectField
          label={t('admin.filters.subtype')}
          placeholder={t('admin.filters.anySubtype')}
          options={(view.caseType ? subtypesOf(view.caseType) : ALL_SUBTYPES).map((value) => ({
            value,
            label: words.caseSubtype(value),
          }))}
          value={view.caseSubtype ?? ''}
          onChange={pick('caseSubtype')}
        />
        <SelectField
          label={t('admin.filters.lawyer')}
          placeholder={t('admin.filters.anyLawyer')}
          options={[
            { value: UNASSIGNED, label: t('admin.filters.notAssigned') },
            ...lawyers.map((lawyer) => ({ value: lawyer.email, label: lawyer.name })),
          ]}
          value={view.lawyer ?? ''}
          onChange={pick('lawyer')}
        />
        {withFlag ? (
          <SelectField
            label={t('admin.filters.flag')}
            placeholder={t('admin.filters.anyFlag')}
            options={DONE_FLAGS.map((value) => ({ value, label: words.flag(value) }))}
            value={view.flag ?? ''}
            onChange={pick('flag')}
          />
        ) : null}
        <TextField
          label={t('admin.filters.from')}
          type="date"
          value={view.from ?? ''}
          max={view.to}
          onChange={pick('from')}
        />
        <TextField
          label={t('admin.filters.to')}
          type="date"
          value={view.to ?? ''}
          min={view.from}
          onChange={pick('to')}
        />
        <SelectField
          label={t('admin.filters.sortBy')}
          options={SORT_CHOICES.map((choice) => ({ value: choice.id, label: choice.label(t) }))}
          value={sortChoiceOf(view).id}
          onChange={(event) => {
            const choice = SORT_CHOICES.find((c) => c.id === event.target.value);
            if (choice) change({ sort: choice.sort, order: choice.order });
          }}
        />
      </Form>
      <ClearRow>
        {children}
        {filtered ? (
          <Button variant="secondary" onClick={clear}>
            {t('admin.filters.clear')}
          </Button>
        ) : null}
      </ClearRow>
    </>
  );
}
