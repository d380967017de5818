/** The staff's filtered lists as staff see them: the pressed filter, loading, failure with Try again, the filter's empty sentence, rows and Show more. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '~/lib/api-client';
import { FilteredList, type ListFilter } from './filtered-list';

afterEach(cleanup);

type Row = { id: string; name: string };
const FILTERS: ListFilter<'dead' | 'retrying'>[] = [
  { id: 'dead', label: 'Dead', empty: 'No dead jobs.' },
  { id: 'retrying', label: 'Failing, will retry', empty: 'No job is waiting.' },
];
const query = (over: object = {}) => ({
  data: undefined as { pages: { data: Row[] }[] } | undefined,
  isPending: false,
  isError: false,
  error: null as unknown,
  refetch: vi.fn(),
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...over,
});

function draw(q: ReturnType<typeof query>, filter: 'dead' | 'retrying' = 'dead', onFilter = vi.fn()) {
  render(
    <FilteredList
      label="Which jobs"
      filters={FILTERS}
      filter={filter}
      onFilter={onFilter}
      query={q}
      loading="Loading the jobs"
      failed="We could not load the jobs."
      itemKey={(r) => r.id}
    >
      {(r) => <li>{r.name}</li>}
    </FilteredList>,
  );
  return onFilter;
}

describe('FilteredList', () => {
  it('marks the chosen filter and asks for another', () => {
    const onFilter = draw(query({ data: { pages: [{ data: [] }] } }), 'retrying');
    const group = screen.getByRole('group', { name: 'Which jobs' });
    expect(within(group).getByRole('button', { name: 'Failing, will retry' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Dead' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(group).getByRole('button', { name: 'Dead' }));
    expect(onFilter).toHaveBeenCalledWith('dead');
    // Nothing matches: the chosen filter's own sentence.
    expect(screen.getByText('No job is waiting.')).toBeTruthy();
  });

  it('says it is loading, then why it failed (the API’s words, else its own) with Try again', () => {
    draw(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading the jobs…');
    cleanup();
    const q = query({ isError: true, error: new Error('offline') });
    draw(q);
    expect(screen.getByRole('alert').textContent).toContain('We could not load the jobs.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalled();
    cleanup();
    draw(query({ isError: true, error: new ApiError({ status: 403, name: 'Forbidden', message: 'Staff only' }) }));
    expect(screen.getByRole('alert').textContent).toContain('Staff only');
  });

  it('lists the rows of every page read, and reads the next on Show more', () => {
    const q = query({
      data: { pages: [{ data: [{ id: 'a', name: 'mail' }] }, { data: [{ id: 'b', name: 'digest' }] }] },
      hasNextPage: true,
    });
    draw(q);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['mail', 'digest']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(q.fetchNextPage).toHaveBeenCalled();
  });
});
