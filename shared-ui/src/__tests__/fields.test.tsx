import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileField } from '../forms/FileField';
import { PasswordField } from '../forms/PasswordField';
import { SelectField } from '../forms/SelectField';
import { TextAreaField } from '../forms/TextAreaField';
import { TextField } from '../forms/TextField';
import { renderWithTheme } from '../testing/renderWithTheme';

describe('TextField', () => {
  it('is labelled, forwards its ref and types', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField ref={ref} label="Email" type="email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'aline@example.com');
    expect(input).toHaveValue('aline@example.com');
  });

  it('shows its error next to it, tied by aria-describedby', () => {
    renderWithTheme(
      <TextField label="First Name" error="First Name is required." hint="As on your ID" />,
    );
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID First Name is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('First Name is required.');
  });

  it('can be read-only (the profile e-mail)', async () => {
    renderWithTheme(<TextField label="Email" value="a@x.rw" readOnly />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'zzz');
    expect(input).toHaveValue('a@x.rw');
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    renderWithTheme(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names each toggle after its field and passes handlers through (paste blocked)', async () => {
    const onPaste = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <>
        <PasswordField label="Password" />
        <PasswordField label="Confirm Password" onPaste={onPaste} error="Passwords do not match." />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Show Confirm Password' })).toBeInTheDocument();
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    confirm.focus();
    await userEvent.paste('Abcdef1!');
    expect(onPaste).toHaveBeenCalled();
    expect(confirm).toHaveValue('');
  });
});

describe('SelectField', () => {
  it('offers a placeholder and the options, and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <SelectField
        label="Case Type"
        placeholder="Select case type"
        options={['Criminal Cases', { value: 'Civil matters', label: 'Civil matters' }]}
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Case Type' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select case type',
      'Criminal Cases',
      'Civil matters',
    ]);
    await userEvent.selectOptions(select, 'Civil matters');
    expect(onChange).toHaveBeenCalledWith('Civil matters');
  });

  it('shows an error and can be read-only', () => {
    renderWithTheme(
      <SelectField label="Status" options={['Received']} error="Pick one" readOnly />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one');
    expect(select).toBeDisabled();
  });
});

describe('TextAreaField', () => {
  it('is labelled, typed into and shows its error', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithTheme(
      <TextAreaField ref={ref} label="Case Summary" error="Please provide a case summary." />,
    );
    const area = screen.getByRole('textbox', { name: 'Case Summary' });
    expect(area).toBe(ref.current);
    expect(area).toHaveAccessibleDescription('Please provide a case summary.');
    await userEvent.type(area, 'Boundary dispute');
    expect(area).toHaveValue('Boundary dispute');
  });
});

describe('FileField', () => {
  it('picks a file and shows its error', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FileField
        label="Upload File"
        error="Please upload a file."
        onChange={(event) => onChange(event.target.files?.[0]?.name)}
      />,
    );
    const input = screen.getByLabelText('Upload File');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('Please upload a file.');
    await userEvent.upload(input, new File(['x'], 'deed.pdf', { type: 'application/pdf' }));
    expect(onChange).toHaveBeenCalledWith('deed.pdf');
  });
});
