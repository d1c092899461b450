import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../components/Button';
import { renderWithTheme } from '../testing/renderWithTheme';

describe('Button', () => {
  it('is a plain button that clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Send Email</Button>);
    const button = screen.getByRole('button', { name: 'Send Email' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the loading label and cannot be pressed while loading', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(
      <Button type="submit" loading loadingLabel="Logging In..." onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging In...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button type="submit" loading={false} loadingLabel="Logging In..." onClick={onClick}>
        Login
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('keeps its text while loading without a loading label', () => {
    renderWithTheme(
      <Button loading variant="danger">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
