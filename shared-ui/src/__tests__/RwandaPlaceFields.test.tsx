import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RwandaPlaceFields, type PlaceValues } from '../forms/RwandaPlaceFields';
import { renderWithTheme } from '../testing/renderWithTheme';

function Harness({
  initial,
  onChange,
}: {
  initial: PlaceValues;
  onChange?: (v: PlaceValues) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RwandaPlaceFields
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('RwandaPlaceFields', () => {
  it('loads the districts and narrows sectors and cells as the user picks', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Harness initial={{ district: '', sector: '', cell: '' }} onChange={onChange} />,
    );
    const district = screen.getByRole('combobox', { name: 'District/Akarere' });
    await screen.findByRole('option', { name: 'Gasabo' });
    expect(optionTexts(district)).toHaveLength(31); // placeholder + 30 districts
    const sector = screen.getByRole('combobox', { name: 'Sector/Umurenge' });
    expect(optionTexts(sector)).toEqual(['Select sector']);

    await userEvent.selectOptions(district, 'Gasabo');
    expect(optionTexts(sector)).toContain('Remera');
    await userEvent.selectOptions(sector, 'Remera');
    const cell = screen.getByRole('combobox', { name: 'Cell/Akagari' });
    expect(optionTexts(cell).length).toBeGreaterThan(1);
    const firstCell = optionTexts(cell)[1]!;
    await userEvent.selectOptions(cell, firstCell);
    expect(onChange).toHaveBeenLastCalledWith({
      district: 'Gasabo',
      sector: 'Remera',
      cell: firstCell,
    });

    // A new district clears the sector and the cell.
    await userEvent.selectOptions(district, 'Bugesera');
    expect(onChange).toHaveBeenLastCalledWith({ district: 'Bugesera', sector: '', cell: '' });
    expect(sector).toHaveValue('');
  });

  it('keeps a stored value that is not in the official list selectable', async () => {
    renderWithTheme(
      <Harness initial={{ district: 'Gasabo', sector: 'Old Sector', cell: 'Old Cell' }} />,
    );
    await screen.findByRole('option', { name: 'Remera' });
    expect(screen.getByRole('combobox', { name: 'Sector/Umurenge' })).toHaveValue('Old Sector');
    expect(screen.getByRole('combobox', { name: 'Cell/Akagari' })).toHaveValue('Old Cell');
  });

  it('says which field a change emptied: a new sector asks for a cell of it', async () => {
    renderWithTheme(
      <Harness initial={{ district: 'Gasabo', sector: 'Kimironko', cell: 'Bibare' }} />,
    );
    await screen.findByRole('option', { name: 'Remera' });
    const cell = screen.getByRole('combobox', { name: 'Cell/Akagari' });
    expect(cell).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sector/Umurenge' }),
      'Remera',
    );
    expect(cell).toHaveValue('');
    expect(cell).toHaveAccessibleDescription('Choose a cell of Remera.');
    await userEvent.selectOptions(cell, optionTexts(cell)[1]!);
    expect(cell).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'District/Akarere' }),
      'Huye',
    );
    expect(screen.getByRole('combobox', { name: 'Sector/Umurenge' })).toHaveAccessibleDescription(
      'Choose a sector of Huye.',
    );
  });

  it('flags a stored place that does not belong with the message the API answers', async () => {
    renderWithTheme(
      <Harness initial={{ district: 'Gasabo', sector: 'Kimironko', cell: 'Gatare' }} />,
    );
    await screen.findByRole('option', { name: 'Remera' });
    expect(screen.getByRole('combobox', { name: 'Cell/Akagari' })).toHaveAccessibleDescription(
      'Cell/Akagari does not belong to the chosen Sector/Umurenge.',
    );
  });
});
