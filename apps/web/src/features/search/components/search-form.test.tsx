import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  contributorListOptionsExample,
  contributorOptionsExample,
  countryOptionsExample,
} from '@registry/core/options-api.examples';
import { fakeServer } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render.tsx';
import type { ChosenFilter } from '../more-filters.ts';
import { EMPTY_FILTERS, type SearchFilters } from '../search-filters.ts';
import { SearchForm } from './search-form.tsx';

const OPTIONS = {
  'GET /api/contributors/': contributorOptionsExample,
  'GET /api/countries/': countryOptionsExample,
  'GET /api/contributor-lists-sorted/': contributorListOptionsExample,
};

/** The search page's part: the draft in state, Find Facilities reports it. */
function Form({
  applied = EMPTY_FILTERS,
  onSearch,
  onRemoveFilter = () => undefined,
}: {
  applied?: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  onRemoveFilter?: (chosen: ChosenFilter) => void;
}) {
  const [draft, setDraft] = useState(EMPTY_FILTERS);
  return (
    <SearchForm
      draft={draft}
      onDraftChange={setDraft}
      onSubmit={() => onSearch(draft)}
      onReset={() => setDraft(EMPTY_FILTERS)}
      onMoreFilters={() => undefined}
      applied={applied}
      onRemoveFilter={onRemoveFilter}
    />
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('search filters', () => {
  it('searches by text, contributor, one of its lists and country', async () => {
    const server = fakeServer(OPTIONS);
    const onSearch = vi.fn();
    renderScreen(<Form onSearch={onSearch} />);
    const user = userEvent.setup({ delay: null });
    // A list is chosen among the chosen contributors' lists only.
    expect(screen.queryByRole('combobox', { name: 'Contributor List' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Facility name, address or OS ID' }), 'knit');
    await choose(user, 'Contributor', 'Northwind Apparel');
    await choose(user, 'Contributor List', 'Suppliers 2026');
    await choose(user, 'Country Name', 'Bangladesh');
    await user.click(screen.getByRole('button', { name: 'Find Facilities' }));

    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]![0]).toEqual({
      ...EMPTY_FILTERS,
      q: 'knit',
      contributors: ['7'],
      lists: ['31'],
      countries: ['BD'],
    });
    expect(server.to('GET', '/api/contributor-lists-sorted/').map((r) => r.query.toString())).toEqual([
      'contributors=7',
    ]);
  });

  it('offers shared facilities only once two contributors are chosen, and Reset Search clears the form', async () => {
    fakeServer(OPTIONS);
    const onSearch = vi.fn();
    renderScreen(<Form onSearch={onSearch} />);
    const user = userEvent.setup({ delay: null });
    await choose(user, 'Contributor', 'Northwind Apparel');
    expect(screen.queryByRole('checkbox', { name: 'Show only shared facilities' })).toBeNull();
    await choose(user, 'Contributor', 'Fair Threads Collective');
    await user.click(screen.getByRole('checkbox', { name: 'Show only shared facilities' }));
    await user.click(screen.getByRole('button', { name: 'Find Facilities' }));
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ contributors: ['7', '12'], combineContributors: true });

    await user.click(screen.getByRole('button', { name: 'Reset Search' }));
    await user.click(screen.getByRole('button', { name: 'Find Facilities' }));
    expect(onSearch.mock.calls[1]![0]).toEqual(EMPTY_FILTERS);
    expect(screen.queryByRole('combobox', { name: 'Contributor List' })).toBeNull();
  });

  it('shows the applied drawer filters as chips under More Search Filters; a chip deletes its value', async () => {
    fakeServer(OPTIONS);
    const onRemoveFilter = vi.fn();
    const applied = { ...EMPTY_FILTERS, sectors: ['Apparel'], statuses: ['unclaimed'] };
    renderScreen(<Form applied={applied} onSearch={() => undefined} onRemoveFilter={onRemoveFilter} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'More Search Filters (2 applied)' })).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Applied search filters' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Sector: Apparel', 'Claim Status: Unclaimed']);
    await user.click(within(chips[0]!).getByTestId('CancelIcon'));
    await waitFor(() => expect(onRemoveFilter).toHaveBeenCalledTimes(1));
    expect(onRemoveFilter.mock.calls[0]![0]).toMatchObject({ key: 'sectors', value: 'Apparel' });
  });
});
