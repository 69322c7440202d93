import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsFor } from './avatar';

describe('Avatar', () => {
  it.each([
    ['alex_runs', 'AR'],
    ['sam', 'S'],
    ['jo.de-la', 'JD'],
    ['élodie', 'É'],
    ['maya_2a7a7784', 'M'],
    ['42_runner', 'R'],
    ['1234', '1'],
    ['', '?'],
  ])('initials of %s are %s', (name, initials) => {
    expect(initialsFor(name)).toBe(initials);
  });

  it('shows the picture when there is one, else the initials (decorative either way)', () => {
    const { container, rerender } = render(<Avatar username="sam" imageLink="https://img.example/s.png" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<Avatar username="sam" imageLink="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('S');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
