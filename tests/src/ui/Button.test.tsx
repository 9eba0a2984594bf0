import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { BUTTON_SIZES, BUTTON_THEMES, Button, SIZE_CLASS, THEME_CLASS } from '../../../src/ui/Button.tsx';

describe('Button', () => {
  it('is a real <button> of type "button" by default, medium and solid orange', () => {
    render(<Button>Запази</Button>);
    const button = screen.getByRole('button', { name: 'Запази' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass(SIZE_CLASS.medium!, THEME_CLASS['solid-orange']!);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it.each(BUTTON_SIZES)('maps size %s to its own class', (size) => {
    render(<Button size={size}>x</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass(SIZE_CLASS[size]!);
    const others = BUTTON_SIZES.filter((other) => other !== size).map((other) => SIZE_CLASS[other]!);
    for (const other of others) expect(button).not.toHaveClass(other);
  });

  it.each(BUTTON_THEMES)('maps theme %s to its own class', (theme) => {
    render(<Button theme={theme}>x</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass(THEME_CLASS[theme]!);
    const others = BUTTON_THEMES.filter((other) => other !== theme).map((other) => THEME_CLASS[other]!);
    for (const other of others) expect(button).not.toHaveClass(other);
  });

  it('gives every size and theme a distinct class', () => {
    const classes = [...Object.values(SIZE_CLASS), ...Object.values(THEME_CLASS)];
    expect(new Set(classes).size).toBe(BUTTON_SIZES.length + BUTTON_THEMES.length);
    expect(classes.every((name) => typeof name === 'string' && name !== '')).toBe(true);
  });

  it('passes native props on (type submit, aria-label, className) and answers clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button type="submit" aria-label="Изпрати" className="extra" onClick={onClick}>
        →
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Изпрати' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('extra');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled, shows a spinner and ignores clicks', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Вход
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Вход' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button loading={false} onClick={onClick}>
        Вход
      </Button>,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays disabled when told, loading or not', () => {
    render(<Button disabled>x</Button>);
    expect(screen.getByRole('button')).toBeDisabled();
  });
});
