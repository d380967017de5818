/** Read-only stars as a reader meets them: one label naming the value out of five, filled to the value. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StarsDisplay } from './stars';

afterEach(cleanup);

describe('StarsDisplay', () => {
  it('is read as one image: "4.3 out of 5 stars"', () => {
    render(<StarsDisplay value={4.3} />);
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeTruthy();
  });

  it('names a whole rating without a decimal', () => {
    render(<StarsDisplay value={4} size="sm" />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  });

  it('fills four stars whole and the fifth in part for 4.3', () => {
    const { container } = render(<StarsDisplay value={4.3} size="lg" />);
    const fills = [...container.querySelectorAll<HTMLElement>('span[style]')].map((el) => el.style.width);
    expect(fills.length).toBe(5);
    expect(fills.slice(0, 4)).toEqual(['100%', '100%', '100%', '100%']);
    expect(parseFloat(fills[4]!)).toBeCloseTo(30, 5);
  });
});
