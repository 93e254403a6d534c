import { describe, expect, it } from 'vitest';
import { canSelectForMerge, toggleMergeSelection } from './components/merge-selection.tsx';

describe('merge selection in the search results', () => {
  it('holds at most two facilities; a selected one can always be unselected', () => {
    let selected = toggleMergeSelection([], 'A');
    selected = toggleMergeSelection(selected, 'B');
    expect(selected).toEqual(['A', 'B']);
    expect(canSelectForMerge(selected, 'C')).toBe(false);
    expect(toggleMergeSelection(selected, 'C')).toEqual(['A', 'B']);
    expect(canSelectForMerge(selected, 'A')).toBe(true);
    expect(toggleMergeSelection(selected, 'A')).toEqual(['B']);
  });
});
