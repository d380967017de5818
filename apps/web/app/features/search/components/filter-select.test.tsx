/**
 * The dropdown of the search bar (FilterSelect): its closed trigger is in the page's first load,
 * its popover with the filter box and list loads on first use (decision 0088). Keys: a letter on
 * the trigger starts the filter, Arrow Down opens at the chosen option, Arrow keys move, Enter
 * picks and the focus returns to the trigger, Escape closes.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FilterSelect, type SelectOption } from './filter-select';

const OPTIONS: SelectOption[] = [
  { value: 'MA', label: 'Manufacturers' },
  { value: 'DI', label: 'Distributors' },
  { value: 'WH', label: 'Wholesalers' },
  { value: 'SE', label: 'Service providers' },
];

beforeAll(() => {
  // Radix measures the trigger and the popover; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Select({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('DI');
  return (
    <FilterSelect
      label="Business type"
      filterLabel="Filter business types"
      value={value}
      options={OPTIONS}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /^Business type: / });
const filterBox = () => screen.findByRole('combobox', { name: 'Filter business types' });
const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

afterEach(cleanup);

describe('FilterSelect', () => {
  it('a letter on the trigger starts the filter; Arrow Down and Enter pick a match and focus the trigger', async () => {
    const onChange = vi.fn();
    render(<Select onChange={onChange} />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: 's' });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');

    const box = await filterBox();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect((box as HTMLInputElement).value).toBe('s');
    const listbox = screen.getByRole('listbox', { name: 'Business type' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Manufacturers',
      'Distributors',
      'Wholesalers',
      'Service providers',
    ]);
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(activeOption(box)?.textContent).toBe('Manufacturers');

    fireEvent.change(box, { target: { value: 'er' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Manufacturers',
      'Wholesalers',
      'Service providers',
    ]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeOption(box)?.textContent).toBe('Wholesalers');
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(onChange).toHaveBeenCalledWith('WH');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger().getAttribute('aria-label')).toBe('Business type: Wholesalers');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('Arrow Down opens at the chosen option; a filter that matches nothing says so; Escape closes', async () => {
    const onChange = vi.fn();
    render(<Select onChange={onChange} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const box = await filterBox();
    expect((box as HTMLInputElement).value).toBe('');
    expect(activeOption(box)?.textContent).toBe('Distributors');
    expect(activeOption(box)?.getAttribute('aria-selected')).toBe('true');

    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “xyz”. Clear the filter to see every option.');

    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });
});
