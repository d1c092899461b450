import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { cellsOf, districtsOf, loadRwandaPlaces, sectorsOf, type RwandaPlaces } from 'shared-api';
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
}

const DEFAULT_LABELS: Record<keyof PlaceValues, string> = {
  district: 'District/Akarere',
  sector: 'Sector/Umurenge',
  cell: 'Cell/Akagari',
};

/** Keeps a stored value selectable even when it is not (or not yet) in the official list. */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

/**
 * District → sector → cell selects from Rwanda's administrative lists (spec §2 register and
 * profile). The lists load lazily (their own chunk) when the fields mount, never on a first page.
 */
export function RwandaPlaceFields({
  value,
  onChange,
  labels,
  errors,
  disabled = false,
  required = false,
  lockUntilChosen = false,
}: RwandaPlaceFieldsProps) {
  const [places, setPlaces] = useState<RwandaPlaces | null>(null);
  const [failed, setFailed] = useState(false);
  const text = { ...DEFAULT_LABELS, ...labels };

  const load = useCallback(() => {
    setFailed(false);
    let active = true;
    loadRwandaPlaces().then(
      (loaded) => active && setPlaces(loaded),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(load, [load]);

  const loading = places === null && !failed;
  const placeholder = (name: string) => (loading ? 'Loading places...' : `Select ${name}`);

  return (
    <>
      <SelectField
        label={text.district}
        name="district"
        value={value.district}
        placeholder={placeholder('district')}
        options={withCurrent(districtsOf(places), value.district)}
        onChange={(event) => onChange({ district: event.target.value, sector: '', cell: '' })}
        disabled={disabled || (lockUntilChosen && !places)}
        required={required}
        error={errors?.district}
      />
      <SelectField
        label={text.sector}
        name="sector"
        value={value.sector}
        placeholder={placeholder('sector')}
        options={withCurrent(sectorsOf(places, value.district), value.sector)}
        onChange={(event) => onChange({ ...value, sector: event.target.value, cell: '' })}
        disabled={disabled || (lockUntilChosen && (!places || !value.district))}
        required={required}
        error={errors?.sector}
      />
      <SelectField
        label={text.cell}
        name="cell"
        value={value.cell}
        placeholder={placeholder('cell')}
        options={withCurrent(cellsOf(places, value.district, value.sector), value.cell)}
        onChange={(event) => onChange({ ...value, cell: event.target.value })}
        disabled={disabled || (lockUntilChosen && (!places || !value.sector))}
        required={required}
        error={errors?.cell}
      />
      {failed ? (
        <FieldError role="alert">
          The list of places could not be loaded.{' '}
          <Button variant="secondary" onClick={load}>
            Try again
          </Button>
        </FieldError>
      ) : null}
    </>
  );
}
