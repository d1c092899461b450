import { useT } from 'shared-i18n';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  cellsOf,
  contactMessages,
  districtsOf,
  loadRwandaPlaces,
  sectorsOf,
  type RwandaPlaces,
} from 'shared-contract';
import { FieldError } from './Field';
import { SelectField } from './SelectField';
import { Button } from '../components/Button';

export interface PlaceValues {
  district: string;
  sector: string;
  cell: string;
}

export interface RwandaPlaceFieldsProps {
  value: PlaceValues;
  /** Called with all three values; a new district clears sector and cell, a new sector the cell. */
  onChange: (next: PlaceValues) => void;
  labels?: Partial<Record<keyof PlaceValues, string>>;
  errors?: Partial<Record<keyof PlaceValues, ReactNode>>;
  disabled?: boolean;
  required?: boolean;
  /** Keeps each select disabled until its list has loaded and the one above it is chosen. */
  lockUntilChosen?: boolean;
  /** Hands the loaded lists to the form (its place rule judges with them; one load, not two). */
  onPlacesLoaded?: (places: RwandaPlaces) => void;
}

/** The fields' labels (catalogue keys): the Kinyarwanda names are in every language. */
const DEFAULT_LABELS: Record<keyof PlaceValues, string> = {
  district: 'ui.places.district',
  sector: 'ui.places.sector',
  cell: 'ui.places.cell',
};

/** Keeps a stored value selectable even when it is not (or not yet) in the official list. */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

/** What a value breaks once the lists are known: a stored place that does not belong is shown, not kept silently. */
function strayPlaces(
  places: RwandaPlaces | null,
  { district, sector, cell }: PlaceValues,
): Partial<Record<keyof PlaceValues, string>> {
  if (!places) return {};
  if (district && !districtsOf(places).includes(district))
    return { district: contactMessages.district };
  if (sector && !sectorsOf(places, district).includes(sector))
    return { sector: contactMessages.sector };
  if (cell && !cellsOf(places, district, sector).includes(cell))
    return { cell: contactMessages.cell };
  return {};
}

/**
 * District → sector → cell selects from Rwanda's administrative lists (register and profile
 * forms). The lists load lazily (their own chunk) when the fields mount, never on a first page.
 */
export function RwandaPlaceFields({
  value,
  onChange,
  labels,
  errors,
  disabled = false,
  required = false,
  lockUntilChosen = false,
  onPlacesLoaded,
}: RwandaPlaceFieldsProps) {
  const [places, setPlaces] = useState<RwandaPlaces | null>(null);
  const [failed, setFailed] = useState(false);
  // The field a change emptied (a new district empties the sector, a new sector the cell): say so.
  const [emptied, setEmptied] = useState<'sector' | 'cell' | null>(null);
  const t = useT();
  const text = {
    district: t(DEFAULT_LABELS.district),
    sector: t(DEFAULT_LABELS.sector),
    cell: t(DEFAULT_LABELS.cell),
    ...labels,
  };
  const onLoaded = useRef(onPlacesLoaded);
  onLoaded.current = onPlacesLoaded;
  const stray = strayPlaces(places, value);
  const problem = (field: keyof PlaceValues) => errors?.[field] || stray[field];

  const load = useCallback(() => {
    setFailed(false);
    let active = true;
    loadRwandaPlaces().then(
      (loaded) => {
        if (!active) return;
        setPlaces(loaded);
        onLoaded.current?.(loaded);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(load, [load]);

  const loading = places === null && !failed;
  const placeholder = (select: string) => (loading ? t('ui.places.loading') : t(select));

  return (
    <>
      <SelectField
        label={text.district}
        name="district"
        value={value.district}
        placeholder={placeholder('ui.places.selectDistrict')}
        options={withCurrent(districtsOf(places), value.district)}
        onChange={(event) => {
          setEmptied(value.sector || value.cell ? 'sector' : null);
          onChange({ district: event.target.value, sector: '', cell: '' });
        }}
        disabled={disabled || (lockUntilChosen && !places)}
        required={required}
        error={problem('district')}
      />
      <SelectField
        label={text.sector}
        name="sector"
        value={value.sector}
        placeholder={placeholder('ui.places.selectSector')}
        options={withCurrent(sectorsOf(places, value.district), value.sector)}
        onChange={(event) => {
          setEmptied(value.cell ? 'cell' : null);
          onChange({ ...value, sector: event.target.value, cell: '' });
        }}
        disabled={disabled || (lockUntilChosen && (!places || !value.district))}
        required={required}
        error={problem('sector')}
        hint={
          emptied === 'sector' && value.district
            ? t('ui.places.chooseSector', { district: value.district })
            : undefined
        }
      />
      <SelectField
        label={text.cell}
        name="cell"
        value={value.cell}
        placeholder={placeholder('ui.places.selectCell')}
        options={withCurrent(cellsOf(places, value.district, value.sector), value.cell)}
        onChange={(event) => {
          setEmptied(null);
          onChange({ ...value, cell: event.target.value });
        }}
        disabled={disabled || (lockUntilChosen && (!places || !value.sector))}
        required={required}
        error={problem('cell')}
        hint={
          emptied === 'cell' && value.sector
            ? t('ui.places.chooseCell', { sector: value.sector })
            : undefined
        }
      />
      {failed ? (
        <FieldError role="alert">
          {t('ui.places.failed')}{' '}
          <Button variant="secondary" onClick={load}>
            {t('ui.places.tryAgain')}
          </Button>
        </FieldError>
      ) : null}
    </>
  );
}
