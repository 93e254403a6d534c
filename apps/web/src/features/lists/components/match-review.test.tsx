import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { potentialMatchItemExample as item } from '@registry/core/lists-api.examples';
import { fakeServer, Reply } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { MatchReview } from './match-review.tsx';

const [first, second] = item.matches as [(typeof item.matches)[number], (typeof item.matches)[number]];
const confirmed = {
  ...item,
  status: 'CONFIRMED_MATCH' as const,
  matches: [{ ...first, status: 'CONFIRMED' as const }],
};

function show() {
  renderScreen(<MatchReview item={item} listId={77} canAct />);
  return userEvent.setup({ delay: null });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('list match review', () => {
  it('lists the potential matches of the row with their confidence and evidence', () => {
    fakeServer({});
    show();
    const table = screen.getByRole('table', { name: 'Potential matches of row 6' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OS IDNameAddressConfidenceStatus',
      'BD2026061ABCDEFSavar Knit Composite LtdFor: same name.Plot 12, Dhaka EPZ, Savar, Dhaka 134982%PENDING',
      'BD2025310FEDCBASavar KnitwearPlot 12/A, DEPZ, Savar71%PENDING',
    ]);
    expect(within(table).getByRole('link', { name: first.os_id }).getAttribute('href')).toBe(
      `/facilities/${first.os_id}`,
    );
  });

  it('confirms exactly one selected match after the dialog, then clears the selection', async () => {
    const server = fakeServer({ [`POST /api/facility-matches/${first.id}/confirm/`]: confirmed });
    const user = show();
    expect(button('Confirm')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: `Select match ${first.os_id}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select match ${second.os_id}` }));
    expect(button('Confirm')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: `Select match ${second.os_id}` }));
    await user.click(button('Confirm'));

    const dialog = screen.getByRole('dialog', { name: 'Confirm this match?' });
    expect(within(dialog).getByText(`Row 6 will be added to ${first.name} (${first.os_id}).`)).toBeTruthy();
    expect(server.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('POST', `/api/facility-matches/${first.id}/confirm/`)).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: `Select match ${first.os_id}` })).toHaveProperty('checked', false);
  });

  it('rejects every selected match in turn and names the one that failed', async () => {
    const server = fakeServer({
      [`POST /api/facility-matches/${first.id}/reject/`]: {
        ...item,
        matches: [{ ...first, status: 'REJECTED' }, second],
      },
      [`POST /api/facility-matches/${second.id}/reject/`]: new Reply(500),
    });
    const user = show();
    await user.click(screen.getByRole('checkbox', { name: `Select match ${first.os_id}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select match ${second.os_id}` }));
    await user.click(button('Reject'));

    const dialog = screen.getByRole('dialog', { name: 'Reject these 2 matches?' });
    expect(
      within(dialog).getByText('When no potential match is left, the row becomes a new production location.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(`Failed to reject facility match with id ${second.id}`)).toBeTruthy();
    expect(server.requests.map((request) => request.path)).toEqual([
      `/api/facility-matches/${first.id}/reject/`,
      `/api/facility-matches/${second.id}/reject/`,
    ]);
  });

  it('offers Merge only for matches of two facilities, the more confident one kept', async () => {
    fakeServer({});
    const user = show();
    await user.click(screen.getByRole('checkbox', { name: `Select match ${first.os_id}` }));
    expect(button('Merge')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: `Select match ${second.os_id}` }));
    await user.click(button('Merge'));
    const dialog = screen.getByRole('dialog', { name: 'Merge these facilities?' });
    expect(within(dialog).getByText(`${second.os_id} will be merged into ${first.os_id}.`)).toBeTruthy();
  });

  it('shows no choices to a viewer who cannot act on the list', () => {
    fakeServer({});
    renderScreen(<MatchReview item={item} listId={77} canAct={false} />);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
